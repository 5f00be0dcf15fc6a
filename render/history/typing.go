package history

import (
	"strings"
	"unicode"

	"felt/game/code"

	"github.com/hajimehoshi/ebiten/v2"
)

// Typing a round code on the history page (TYPE A CODE): the page is a menu.Typer while the
// field is open. Letters and digits are kept in capitals (dashes and spaces are dropped: a
// code is read without them), Backspace takes the last back, Ctrl+V (Cmd+V) pastes the
// clipboard into the field, Enter replays the code, Esc closes the field. In a browser the
// paste comes from the page's paste event while the field is open (listenPastes), which
// needs no permission; on the desktop Ctrl+V reads the clipboard (Paste).

// startTyping opens the field.
func (p *Page) startTyping() {
	p.typing, p.typed, p.why = true, "", ""
	if p.unlisten == nil {
		p.unlisten = listenPastes(func(text string) {
			p.mu.Lock()
			defer p.mu.Unlock()
			p.pasted, p.perr, p.fill = text, nil, true
		})
	}
}

// stopTyping closes the field.
func (p *Page) stopTyping() {
	p.typing = false
	if p.unlisten != nil {
		p.unlisten()
		p.unlisten = nil
	}
}

// Close implements menu.Closer: the field closes with the page.
func (p *Page) Close() { p.stopTyping() }

// Typing implements menu.Typer.
func (p *Page) Typing() bool { return p.typing }

// Type implements menu.Typer.
func (p *Page) Type(chars []rune, keys []ebiten.Key) {
	for _, r := range chars {
		p.typeRune(r)
	}
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	for _, k := range keys {
		switch {
		case k == ebiten.KeyBackspace && p.typed != "":
			p.typed = p.typed[:len(p.typed)-1]
		case k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter:
			p.submit()
		case k == ebiten.KeyEscape:
			p.stopTyping()
		case k == ebiten.KeyV && ctrl && keyPastes:
			p.pasteInto()
		}
	}
}

// typeRune adds a typed character to the code, if it can be one.
func (p *Page) typeRune(r rune) {
	if ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta) {
		return // Ctrl+V is a paste, not a V
	}
	p.addRune(r)
}

// addRune adds a character to the code, if it can be one.
func (p *Page) addRune(r rune) {
	if len(p.typed) >= code.MaxLen || r > unicode.MaxASCII || !(unicode.IsLetter(r) || unicode.IsDigit(r)) {
		return
	}
	p.typed += strings.ToUpper(string(r))
}

// submit replays the code typed, or says why it does not.
func (p *Page) submit() {
	t := strings.TrimSpace(p.typed)
	if t == "" {
		p.why = "Type a round code first."
		return
	}
	if err := p.app.ReplayCode(t); err != nil {
		p.why = "That code does not replay: " + err.Error()
		return
	}
	p.stopTyping()
	p.typed, p.why = "", ""
}

// pasteInto reads the clipboard into the field (at the next refresh).
func (p *Page) pasteInto() {
	ok := Paste(func(text string, err error) {
		p.mu.Lock()
		defer p.mu.Unlock()
		p.pasted, p.perr, p.fill = text, err, true
	})
	if !ok {
		p.why = ErrNoClipboard.Error()
		return
	}
	p.waiting = true
}

// filled puts text from the clipboard into the field (the paste key may still be held).
func (p *Page) filled(text string) {
	for _, r := range text {
		p.addRune(r)
	}
}
