package app

import (
	"felt/render/lobby"
	"felt/render/menu"
)

// pages are the pages act('screen', name) opens, by name: a package that adds a page adds
// its maker here (see render/menu's package doc).
func (a *App) pages() map[string]menu.Maker {
	return map[string]menu.Maker{
		"lobby": func(h menu.Host) menu.Page { return lobby.New(h, a.opener.notes()) },
	}
}
