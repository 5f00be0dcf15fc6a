package app

import (
	"felt/render/drill"
	"felt/render/help"
	"felt/render/lobby"
	"felt/render/menu"
	"felt/render/settings"
	"felt/render/setup"
	"felt/render/trainer"
)

// pages are the pages act('screen', name) opens, by name: a package that adds a page adds
// its maker here (see render/menu's package doc).
func (a *App) pages() map[string]menu.Maker {
	m := map[string]menu.Maker{
		"lobby": func(h menu.Host) menu.Page {
			return lobby.New(h, a.opener.book, a.opener.notes(), a.opener.eval(), a.opener.fonts)
		},
		"setup-crazy4": func(h menu.Host) menu.Page { return setup.NewPage(h, a.opener.book, "crazy4") },
		"setup-crisscross": func(h menu.Host) menu.Page {
			return setup.NewPage(h, a.opener.book, "crisscross")
		},
		"help":     func(h menu.Host) menu.Page { return help.New(h, a.opener.fonts) },
		"pays":     func(h menu.Host) menu.Page { return help.NewPays(h) },
		"settings": func(h menu.Host) menu.Page { return settings.New(h, a.opener.fonts, &a.demo.prefs) },
		"drill":    func(h menu.Host) menu.Page { return drill.New(h, a.opener.fonts, a.opener.eval()) },
		"trainer":  func(h menu.Host) menu.Page { return trainer.New(h) },
	}
	a.hist.pages(m)
	return m
}
