package app

import (
	"felt/render/help"
	"felt/render/lobby"
	"felt/render/menu"
	"felt/render/settings"
)

// pages are the pages act('screen', name) opens, by name: a package that adds a page adds
// its maker here (see render/menu's package doc).
func (a *App) pages() map[string]menu.Maker {
	m := map[string]menu.Maker{
		"lobby":    func(h menu.Host) menu.Page { return lobby.New(h, a.opener.notes()) },
		"help":     func(h menu.Host) menu.Page { return help.New(h, a.opener.fonts) },
		"settings": func(h menu.Host) menu.Page { return settings.New(h, a.opener.fonts) },
	}
	a.historyPages(m)
	return m
}
