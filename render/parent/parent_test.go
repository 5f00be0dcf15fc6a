package parent

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	good := map[string]Command{
		`{"target":"felt","version":1,"type":"pause"}`:                                     {Type: Pause},
		`{"target":"felt","version":1,"type":"volume","payload":{"value":40}}`:             {Type: Volume, Volume: 40},
		`{"target":"felt","version":1,"type":"setGame","payload":{"game":"crisscross"}}`:   {Type: SetGame, Game: "crisscross"},
		`{"target":"felt","version":1,"type":"startAttract","payload":{"idle":90}}`:        {Type: StartAttract, Idle: 90},
		`{"target":"felt","version":1,"type":"getState","payload":null}`:                   {Type: GetState},
		`{"target":"felt","version":1,"type":"mute","payload":{},"extra":"ignored, fine"}`: {Type: Mute},
	}
	for text, want := range good {
		got, err := Parse(text)
		if err != nil || got != want {
			t.Errorf("Parse(%s) = %+v, %v; want %+v", text, got, err, want)
		}
	}
	bad := []string{
		``, `null`, `"pause"`, `[1]`, `{"version":1,"type":"pause"}`,
		`{"target":"felt","version":2,"type":"pause"}`,
		`{"target":"felt","version":1,"type":"explode"}`,
		`{"target":"felt","version":1,"type":"volume","payload":{"value":101}}`,
		`{"target":"felt","version":1,"type":"volume"}`,
		`{"target":"felt","version":1,"type":"volume","payload":"loud"}`,
		`{"target":"felt","version":1,"type":"setGame","payload":{}}`,
		`{"target":"felt","version":1,"type":"startAttract","payload":{"idle":-1}}`,
		`{"target":"felt","version":1,"type":"pause","payload":{"x":` + strings.Repeat("1", MaxMessage) + `}}`,
	}
	for _, text := range bad {
		if c, err := Parse(text); !errors.Is(err, ErrMalformed) {
			t.Errorf("Parse(%.60s) = %+v, %v; want a malformed command", text, c, err)
		}
	}
}

func TestOrigins(t *testing.T) {
	got, notes := Origins([]string{"https://Portal.example:443/", "http://localhost:8128", "https://portal.example",
		"javascript:alert(1)", "https://a.example/path", "https://user@b.example", "*"})
	want := []string{"https://portal.example", "http://localhost:8128"}
	if strings.Join(got, " ") != strings.Join(want, " ") || len(notes) != 4 {
		t.Errorf("Origins = %q, notes %q; want %q and 4 notes", got, notes, want)
	}
	if !Allowed(got, "http://localhost:8128") || Allowed(got, "http://localhost:8129") || Allowed(got, "null") {
		t.Error("Allowed takes an origin not in the list, or refuses one in it")
	}
}

// types returns the messages' types.
func types(ms []Message) string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Type)
	}
	return strings.Join(out, " ")
}

func snap(t *testing.T, state string) Snapshot {
	t.Helper()
	s, err := Read(state)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestReporterRound(t *testing.T) {
	var r Reporter
	steps := []struct{ state, want string }{
		{`{"screen":"","game":"crazy4","round":3,"phase":"done","credits":1000,"results":{"net":5}}`, "screen balance audio idle"},
		{`{"screen":"","game":"crazy4","round":3,"phase":"betting","credits":990,"bets":{"ante":5,"superbonus":5,"queens":0}}`, "balance"},
		{`{"screen":"","game":"crazy4","round":4,"phase":"deciding","animating":true,"credits":990,"bets":{"ante":5,"superbonus":5}}`, "roundStarted busy"},
		{`{"screen":"","game":"crazy4","round":4,"phase":"done","animating":true,"credits":1010,"results":{"net":10}}`, ""},
		{`{"screen":"","game":"crazy4","round":4,"phase":"done","animating":false,"credits":1010,"muted":true,"results":{"net":10,"wagers":[{"wager":"ante","result":"win","staked":5,"net":5}]}}`, "audio roundEnded balance idle"},
		{`{"screen":"help","game":"crazy4","table":{"game":"crazy4","round":4,"phase":"done","credits":1010,"muted":true}}`, "screen"},
		// A round dealt and settled between two reads is told whole, in order.
		{`{"screen":"","game":"crazy4","round":5,"phase":"done","credits":7000,"muted":true,"results":{"net":5990,"wagers":[{"wager":"progressive","result":"jackpot","staked":1,"net":5000},{"wager":"ante","result":"win","staked":5,"net":5}]}}`,
			"screen roundStarted jackpot roundEnded balance"},
		{`{"screen":"","game":"crazy4","round":5,"phase":"done","credits":7000,"muted":true,"replay":true}`, ""},
	}
	for i, st := range steps {
		if got := types(r.Next(snap(t, st.state))); got != st.want {
			t.Errorf("step %d: messages %q, want %q", i, got, st.want)
		}
	}
	if r.Moments() != 1 {
		t.Errorf("%d big moments, want the jackpot's 1", r.Moments())
	}
	if s := r.State(true).JSON(); !strings.Contains(s, `"paused":true`) || !strings.Contains(s, `"credits":7000`) {
		t.Errorf("State = %s", s)
	}
}

func TestReporterBigWin(t *testing.T) {
	var r Reporter
	r.Next(snap(t, `{"game":"crazy4","round":1,"phase":"betting","credits":100}`))
	ms := r.Next(snap(t, `{"game":"crazy4","round":1,"phase":"done","credits":700,"results":{"net":600,"wagers":[{"wager":"ante","staked":10,"net":600,"result":"win"}]}}`))
	if r.Moments() != 1 || !strings.Contains(ms[1].JSON(), `"big":true`) {
		t.Errorf("a round netting 60 times its stakes is no big moment: %s", ms[1].JSON())
	}
}

func TestActivityOncePerSecond(t *testing.T) {
	var r Reporter
	t0 := time.Unix(1e9, 0)
	n := 0
	for ms := 0; ms < 2500; ms += 100 {
		if _, ok := r.Activity(t0.Add(time.Duration(ms) * time.Millisecond)); ok {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d playerActivity messages in 2.5 s of input, want 3", n)
	}
}

func TestEnvelope(t *testing.T) {
	got := New("jackpot", map[string]any{"meter": "progressive", "amount": 5000}).JSON()
	want := `{"source":"felt","version":1,"type":"jackpot","payload":{"amount":5000,"meter":"progressive"}}`
	if got != want {
		t.Errorf("envelope %s, want %s", got, want)
	}
}
