package table

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
	"felt/render/box"
	"felt/render/credits"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/plaque"
	"felt/render/stage"
	"felt/render/text"
	"felt/render/words"
)

// resultLine is the person's result for the round: the net first, then each wager in the
// paying order. It is rendered into an image once per round and screen size.
type resultLine struct {
	net     money.Amount
	head    string // "WIN +35", "LOSS −20", "PUSH"
	details string // "Play +10 · Ante +10 · Queens Up −5 · Super Bonus push": one of forms
	// forms are the line's wagers in full, short and summed up (the resultForm order): every
	// wager's end; where it differs, only the wagers that paid with the rest summed up
	// ("Play +10 · Ante +10 · 4 more −20"), for a screen with no room for the full line (a
	// 9:16 phone's large type); where it is shorter still, the wagers counted by how they
	// ended ("4 won +15.40 · 4 lost −16"), for a phone on its side's corner; none at all
	// (headForm: the net alone) where even that runs off the felt (a 667x375 phone's
	// corner, by the shoe, in the Four Aces showcase). form says which details holds.
	forms [resultForms]string
	form  resultForm
	scale float64 // the scale it was set at (resultPlan)
	size  float64 // the details' type size, design units
	floor float64 // the smallest type size, device pixels
	plans struct {
		scale, floor, room float64
		list               []resultPlan
	}
	// chosen is the setting the layout pass chose; pic the line's picture.
	chosen resultPlan
	pic    plaque.Line
}

// Result is the person's round as the playback told it: each wager staked, how it ended.
func (s *show) Result() (net money.Amount, ends []WagerResult) {
	if !stage.SeatOK(s.sc.person) {
		return 0, nil
	}
	st := &s.Seats[s.sc.person]
	for _, w := range s.sc.own.PayOrder() {
		if st.Staked[w] == 0 {
			continue
		}
		r := st.Results[w]
		n := r.Net + r.Extra
		if s.Voided {
			n = 0
		}
		net += n
		ends = append(ends, WagerResult{Wager: w, Result: r.Result, Staked: st.Staked[w], Net: r.Net, Extra: r.Extra, ExtraKind: r.ExtraKind})
	}
	return net, ends
}

// WagerResult is how one wager of the person's round ended.
type WagerResult struct {
	Wager     table.Wager
	Result    table.Result
	Staked    money.Amount
	Net       money.Amount
	Extra     money.Amount
	ExtraKind table.Result // the kind of the extra pays: EnvyPay, MagicPay ...
}

// showResult puts up the result line for the round just played, and celebrates a net win.
func (s *playback) showResult() {
	net, ends := s.st.Result()
	if len(ends) == 0 && !s.st.Voided {
		s.st.resultOn = false
		return
	}
	l := &s.st.result
	l.net = net
	switch {
	case s.st.Voided:
		l.head = "VOID"
	case l.net > 0:
		l.head = "WIN " + credits.Signed(l.net)
	case l.net < 0:
		l.head = "LOSS " + credits.Signed(l.net)
	default:
		l.head = "EVEN"
	}
	var parts []string
	for _, wr := range ends {
		t := s.sc.own.Title(wr.Wager) + " "
		switch {
		case s.st.Voided || wr.Result == table.NoResult:
			t += "returned"
		case wr.Result == table.Pushed:
			t += "push"
		case wr.Result == table.Folded:
			t += credits.Signed(wr.Net) + " (fold)"
		case wr.Result == table.JackpotPay:
			// Named and counted as the seat's tag shows it: "JACKPOT +5,005.90".
			t += "JACKPOT " + credits.Signed(wr.Net)
		default:
			t += credits.Signed(wr.Net)
		}
		if wr.Extra != 0 {
			t += ", " + words.Extra(wr.ExtraKind) + " " + credits.Signed(wr.Extra)
		}
		parts = append(parts, t)
	}
	l.forms = [resultForms]string{strings.Join(parts, "  ·  "), shortResult(parts, ends, s.st.Voided), summedResult(ends, s.st.Voided)}
	if len(parts) == 0 {
		l.forms[fullForm] = "the interrupted round's wagers were returned"
	}
	if len(l.forms[summedForm]) >= len(l.forms[shortForm]) && l.forms[shortForm] != "" {
		l.forms[summedForm] = ""
	}
	l.details, l.form = l.forms[fullForm], fullForm
	l.pic.Drop()
	l.plans.list = l.plans.list[:0]
	s.st.resultOn = true
	s.roundWords()
	s.celebrate(l.net, s.st.Seats[s.sc.person].Staked[0])
}

// resultPlan is how the result line is set to fit a width: its size, device pixels, its
// form and its wagers' lines.
type resultPlan struct {
	width float64 // the design width it was made to fit
	room  float64 // the design height it was made to fit (0: any)
	tight bool    // stacked closer: a narrower margin, a smaller step between lines
	w, h  float64
	form  plaque.Form
	lines []string
	dpx   float64 // the wagers' type size, device pixels
	pad   float64 // the margin at the sides, device pixels
	step  float64 // the step between the stacked lines, in the wagers' ascents
}

// plan returns how the line is set to fit width design units at scale and, where room is
// not 0, room design units of height, tight or not (made once for each, until the scale,
// the floor, the room or the round changes).
func (l *resultLine) plan(fs *fonts.Set, scale, floor, width, room float64, tight bool) resultPlan {
	if l.plans.scale != scale || l.plans.floor != floor || l.plans.room != room {
		l.plans.scale, l.plans.floor, l.plans.room, l.plans.list = scale, floor, room, l.plans.list[:0]
	}
	for i := range l.plans.list {
		if l.plans.list[i].width == width && l.plans.list[i].tight == tight {
			return l.plans.list[i]
		}
	}
	p := l.lay(fs, scale, floor, width, room, tight)
	l.plans.list = append(l.plans.list, p)
	return p
}

// lay sets the line to fit width design units: in one line when it fits, else the net at
// the left and the wagers beside it in two lines (three where the net over them would be
// taller than room, if not 0), else the net over the wagers, wrapped; tight, always the
// last, with less margin and the lines closer.
func (l *resultLine) lay(fs *fonts.Set, scale, floor, width, room float64, tight bool) resultPlan {
	hf := fs.Face(fonts.Bold, max(19*scale, floor*1.3))
	dpx := max(15*scale, floor)
	df := fs.Face(fonts.Medium, dpx)
	hw, dw := paint.TrackedWidth(l.head, hf, 0), paint.TrackedWidth(l.details, df, 0)
	pad, gap := 20*scale, 16*scale
	if l.details == "" {
		gap = 0 // the net alone (headForm), in the middle
	}
	maxW := width * scale
	p := resultPlan{width: width, room: room, tight: tight, dpx: dpx, pad: pad, step: 1.55}
	if tight {
		pad, p.pad, p.step = 10*scale, 10*scale, 1.3
	}
	if hw+gap+dw+2*pad <= maxW && !tight {
		p.w, p.h = math.Ceil(hw+gap+dw+2*pad), math.Ceil(hf.Metrics().HAscent*1.9+8*scale)
		return p
	}
	parts := strings.Split(l.details, "  ·  ")
	p.dpx = max(12*scale, floor)
	df = fs.Face(fonts.Medium, p.dpx)
	beside := wrapParts(parts, df, maxW-2*pad-hw-gap)
	for len(beside) > 2 && p.dpx > max(11*scale, floor) || tight && p.dpx > max(11*scale, floor) {
		// A size smaller, down to the floor, to keep the line low.
		p.dpx = max(p.dpx-0.5*scale, max(11*scale, floor))
		df = fs.Face(fonts.Medium, p.dpx)
		beside = wrapParts(parts, df, maxW-2*pad-hw-gap)
	}
	lines := wrapParts(parts, df, maxW-2*pad)
	stacked := math.Ceil(hf.Metrics().HAscent*1.6 + df.Metrics().HAscent*p.step*float64(len(lines)) + 10*scale)
	if !tight && (len(beside) <= 2 || len(beside) == 3 && room > 0 && stacked > room*scale) {
		dw := 0.0
		for _, ln := range beside {
			dw = max(dw, paint.TrackedWidth(ln, df, 0))
		}
		p.form, p.lines = plaque.Beside, beside
		p.w = math.Ceil(hw + gap + dw + 2*pad)
		p.h = math.Ceil(df.Metrics().HAscent*1.45*float64(len(beside)) + 10*scale)
		return p
	}
	p.form, p.lines = plaque.Stacked, lines
	w := hw
	for _, ln := range p.lines {
		w = max(w, paint.TrackedWidth(ln, df, 0))
	}
	p.w = math.Ceil(w + 2*pad)
	p.h = stacked
	return p
}

// shortResult is the result line's short form: the wagers that paid (or paid an extra), and
// the others summed up in one part ("4 more −20", "3 more even"); "" where it would not be
// shorter than the full line, or where no wager paid.
func shortResult(parts []string, ends []WagerResult, voided bool) string {
	var keep []string
	var rest money.Amount
	others := 0
	for i, wr := range ends {
		if !voided && (wr.Net > 0 || wr.Extra != 0 || wr.Result == table.JackpotPay) {
			keep = append(keep, parts[i])
			continue
		}
		others++
		if !voided {
			rest += wr.Net
		}
	}
	if others < 2 || len(keep) == 0 && !voided {
		return "" // where none paid, the summed up form says it better: "8 lost −47"
	}
	more := strconv.Itoa(others) + " more "
	if rest == 0 {
		more += "even"
	} else {
		more += credits.Signed(rest)
	}
	return strings.Join(append(keep, more), "  ·  ")
}

// resultForm is a form of the result line's wagers: fullForm, shortForm, summedForm,
// headForm (none: the net alone).
type resultForm int

// The forms of the result line's wagers, the longest first (resultLine.forms).
const (
	fullForm resultForm = iota
	shortForm
	summedForm
	headForm
	resultForms
)

// summedResult is the result line's wagers counted by how they ended, with what they
// came to ("4 won +15.40 · 1 even · 4 lost −16"); "" for a round voided or of fewer than three
// wagers.
func summedResult(ends []WagerResult, voided bool) string {
	if voided || len(ends) < 3 {
		return ""
	}
	var n [3]int
	var sum [3]money.Amount
	for _, wr := range ends {
		k, net := 1, wr.Net+wr.Extra
		switch {
		case net > 0:
			k = 0
		case net < 0:
			k = 2
		}
		n[k]++
		sum[k] += net
	}
	var parts []string
	for k, word := range [3]string{"won", "even", "lost"} {
		switch {
		case n[k] == 0:
		case k == 1:
			parts = append(parts, strconv.Itoa(n[k])+" even")
		default:
			parts = append(parts, strconv.Itoa(n[k])+" "+word+" "+credits.Signed(sum[k]))
		}
	}
	return strings.Join(parts, "  ·  ")
}

// use sets the line's details to form f; a change of form sets the line anew.
func (l *resultLine) use(f resultForm) {
	if f == l.form {
		return
	}
	l.form, l.details = f, l.forms[f]
	l.plans.list = l.plans.list[:0]
}

// choose sets the line as plan p sets it at scale, for the layout pass: its type size, and
// what its picture shows.
func (l *resultLine) choose(scale, floor float64, p resultPlan) {
	l.scale, l.floor, l.size = scale, floor, p.dpx/scale
	l.chosen = p
}

// painted returns the line's picture as the layout pass chose it, in the fonts fs, centred
// at x, y (device pixels), for the plan to paint.
func (l *resultLine) painted(fs *fonts.Set, x, y float64) *plaque.Line {
	p := l.chosen
	l.pic.Set(fs, plaque.Result{Head: l.head, Details: l.details, Good: l.net > 0, Form: p.form, Lines: p.lines,
		W: p.w, H: p.h, HeadSize: max(19*l.scale, l.floor*1.3), Size: p.dpx, Pad: p.pad, Step: p.step,
		Scale: l.scale, Back: stage.PillDark})
	l.pic.At(x, y)
	return &l.pic
}

// wrapParts sets the wagers of a result line in lines of at most width pixels, a wager's
// name and amount never split: " · " between them. A wager too long for a line alone (with
// an extra pay: "Dealer 5 Card JACKPOT +199.07, LUCKY BONUS +5") goes on two, at its comma,
// and a jackpot too long still on two more, its name over "JACKPOT" and the amount.
func wrapParts(parts []string, face text.Face, width float64) []string {
	measure := func(t string) float64 { return paint.TrackedWidth(t, face, 0) }
	var cut []string
	for i := 0; i < len(parts); i++ {
		p := parts[i]
		// Where a wager too long for a line alone is cut: the first piece keeps the
		// comma, the second the word JACKPOT.
		for _, c := range [...]struct {
			sep        string
			keep, skip int
		}{{", ", 1, 2}, {" JACKPOT ", 0, 1}} {
			if k := strings.Index(p, c.sep); k > 0 && measure(p) > width {
				parts = slices.Insert(slices.Clone(parts), i+1, p[k+c.skip:])
				p = p[:k+c.keep]
			}
		}
		cut = append(cut, p)
	}
	return box.Wrap(cut, " · ", width, measure)
}

// banner is the celebration of a net win: its size follows the win's (docs/art.md, Motion: a loss
// is shown plainly; only a net win is celebrated).
type banner struct {
	text  string
	two   string // text in two lines: the kind of win over its amount
	level int    // 1 a win, 2 a big win, 3 a jackpot
	from  int64
	until int64
	// at is where it stands, fit the part of its whole size it stands at and stacked
	// whether its words stand in two lines: fitted into the geometry's Band (bannerFit),
	// worked out the first time it shows on view.
	at      geom.Point
	fit     float64
	stacked bool
	yield   bool // the news took the result line's place: the banner waits
	view    layout.View
	placed  bool
	box     layout.Rect // where it stands at its size, design units, as last placed
	pic     plaque.Flag // its picture, where the layout pass put it
}

// celebrate puts up the banner for a round's net result.
func (s *playback) celebrate(net, ante money.Amount) {
	b := &s.st.banner
	b.pic.Drop()
	b.level, b.placed = 0, false
	if net <= 0 {
		return
	}
	switch {
	case s.st.Jackpot.On && s.st.Jackpot.Seat == s.sc.person:
		b.level, b.text = 3, "JACKPOT!  "+credits.Signed(net)
		s.st.Sfx(audio.BigWin)
	case ante > 0 && net >= 10*ante:
		b.level, b.text = 2, "BIG WIN  "+credits.Signed(net)
		s.st.Sfx(audio.BigWin)
	default:
		b.level, b.text = 1, "YOU WIN  "+credits.Signed(net)
		s.st.Sfx(audio.Win)
	}
	b.two = strings.Replace(b.text, "  ", "\n", 1)
	b.from = s.st.Timeline.Now()
	b.until = s.st.Timeline.Now() + int64(60+60*b.level)
}

// leave sends the banner away at tick now, in a fifth of a second: the last round's
// celebration never stands over the next round's betting once the player acts.
func (b *banner) leave(now int64) {
	if b.level != 0 && b.until > now+12 {
		b.until = now + 12
	}
}

// up reports whether the banner stands at tick now.
func (b *banner) up(now int64) bool { return b.level != 0 && now < b.until }

// typeSize is the banner's type size, device pixels at scale: larger for a larger win.
func (b *banner) typeSize(scale float64) float64 {
	return [...]float64{0, 30, 44, 58}[b.level] * scale
}

// place places the celebration on the sheet, if there is one: its size from the fonts'
// metrics, fitted into the banner's band (geom.Places.Band), which the table keeps clear of
// everything else, and centred in it, worked out the first time it shows on v.
func (b *banner) place(s *sheet, v layout.View) {
	if !b.up(s.st.Timeline.Now()) || b.yield {
		return
	}
	if !b.placed || b.view != v {
		size := b.typeSize(v.Scale)
		ow, oh := plaque.BannerSize(s.sc.fonts, b.text, size)
		tw, th := plaque.BannerSize(s.sc.fonts, b.two, size)
		one := bannerForm{w: ow / v.Scale, h: oh / v.Scale}
		two := bannerForm{w: tw / v.Scale, h: th / v.Scale, stacked: true}
		band := s.sc.geom.Band
		b.fit, b.stacked = bannerFit(band, one, two)
		b.at = geom.Point{X: band.X + band.W/2, Y: band.Y + band.H/2}
		b.view, b.placed = v, true
	}
	if b.stacked {
		b.pic.Set(s.sc.fonts, b.two, b.typeSize(v.Scale))
	} else {
		b.pic.Set(s.sc.fonts, b.text, b.typeSize(v.Scale))
	}
	iw, ih := b.pic.Size()
	in := anim.OutBack(anim.Clamp(float64(s.st.Timeline.Now()-b.from) / 18))
	out := anim.Clamp(float64(b.until-s.st.Timeline.Now()) / 24)
	g := b.at
	x, y := v.ToDevice(g.X, g.Y)
	if b.level >= 2 {
		// A slow, warm glow behind a big win: well under three pulses a second.
		s.Glow(v, g.X, g.Y, 260*float64(b.level), paint.Brass, float32(out*(0.35+0.25*anim.Glow(s.st.Timeline.Now(), 50))))
	}
	sc := (0.6 + 0.4*in) * b.fit
	w, h := iw*b.fit*bannerGrow, ih*b.fit*bannerGrow
	b.box = layout.Rect{X: g.X - w/v.Scale/2, Y: g.Y - h/v.Scale/2, W: w / v.Scale, H: h / v.Scale}
	s.record(v, box.Box{Kind: box.Banner, Owner: box.Table, Name: b.text, Size: b.typeSize(1) * b.fit}, layout.Rect{X: x - w/2, Y: y - h/2, W: w, H: h})
	b.pic.At(x, y, sc, float32(out))
	s.fr.PaintWith(&b.pic)
}
