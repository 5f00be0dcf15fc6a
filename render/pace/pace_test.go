package pace

import (
	"fmt"
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/money"
	gt "felt/game/table"
	"felt/render/anim"
	"felt/render/command"
	rc4 "felt/render/crazy4"
	rcc "felt/render/crisscross"
	"felt/render/ebitentest"
	"felt/render/table"
	"felt/render/tabletest"
)

func TestMain(m *testing.M) { tabletest.Main(m) }

// game is a table the pace is measured at: its plug, the person's bets and the phases that
// end at a decision.
type game struct {
	name    string
	plug    func() Recorded
	bets    []command.Command
	streets []string
}

// bet is the commands that bet chip on each circle.
func bet(chip string, circles ...string) []command.Command {
	out := []command.Command{{Name: command.Chip, Arg: chip}}
	for _, c := range circles {
		out = append(out, command.Command{Name: command.Bet, Arg: c})
	}
	return out
}

// games are the two tables with every wager the person can make on: Crazy 4 Poker with every
// side bet offered, Criss Cross Poker with both wheels' wagers.
func games() []game {
	every := rc4.DefaultConfig()
	one := gt.Limit{Min: money.Credits(1), Max: money.Credits(100), Step: money.Credits(1)}
	every.HandBonus = crazy4.HandBonusConfig{Offered: true, Unit: money.Credits(1), MagicCard: true, LuckyBonus: true}
	every.BadBeat, every.BadBeatLimit, every.CoverAll = "1", one, one
	return []game{
		{
			name: "Crazy 4 Poker",
			plug: func() Recorded { return rc4.New(&every) },
			bets: append(bet("5", "ante", "queens", "sixcard"),
				bet("1", "progressive", "handbonus", "dealerbonus", "badbeat", "coverall")...),
			streets: []string{"deal"},
		},
		{
			name:    "Criss Cross Poker",
			plug:    func() Recorded { return rcc.New(nil) },
			bets:    bet("5", "ante", "bonus", "spin", "xtreme"),
			streets: []string{"deal", "down", "middle"},
		},
	}
}

// figures are the longest of each phase over a game's rounds at a speed, in ticks, the
// phases in the order they came, and the longest spin and how many there were.
type figures struct {
	order []string
	most  map[string]int
	sum   map[string]int
	n     int
	spin  int
	spins int
}

func (f *figures) add(r Round) {
	f.n++
	for _, p := range r.Phases {
		if _, ok := f.most[p.Name]; !ok {
			f.order = append(f.order, p.Name)
		}
		f.most[p.Name] = max(f.most[p.Name], p.Ticks)
		f.sum[p.Name] += p.Ticks
	}
	for _, k := range r.Spins {
		f.spin = max(f.spin, k)
		f.spins++
	}
}

// seconds prints ticks as seconds.
func seconds(ticks int) string { return fmt.Sprintf("%.1f s", float64(ticks)/anim.TPS) }

// TestPace plays seeded rounds of both games at each speed through the table, with every
// wager on, counting the ticks of the table's clock each phase of the playback takes, and
// fails where a phase at normal or fast speed takes longer than the limits (DecideLimit,
// SettleLimit, SpinLimit). With -v it prints the figures as docs/pace.md has them.
func TestPace(t *testing.T) {
	rounds := 8
	if testing.Short() {
		rounds = 3
	}
	screen := ebitentest.Target(640, 400)
	var doc strings.Builder
	doc.WriteString("| game | speed | phase | longest | mean |\n|---|---|---|---|---|\n")
	for _, g := range games() {
		for _, sp := range []anim.Speed{anim.Slow, anim.Normal, anim.Fast, anim.Instant} {
			r := NewRecorder(g.plug())
			s := tabletest.New(t, r, table.Options{Seed: 26, Speed: sp})
			// A frame lays the table out; the playback needs no more of them.
			tabletest.Frame(t, s, screen)
			f := figures{most: map[string]int{}, sum: map[string]int{}}
			for i := range rounds {
				rd, err := Play(s, r, g.bets, PlayOne, g.streets)
				if err != nil {
					t.Fatalf("%s at %v, round %d: %v", g.name, sp, i+1, err)
				}
				f.add(rd)
			}
			for _, name := range f.order {
				fmt.Fprintf(&doc, "| %s | %s | %s | %s | %s |\n", g.name, sp, name, seconds(f.most[name]), seconds(f.sum[name]/f.n))
				limit := DecideLimit
				if name == "settle" {
					limit = SettleLimit
				}
				if (sp == anim.Normal || sp == anim.Fast) && f.most[name] > limit {
					t.Errorf("%s at %v: %s takes %s, over %s", g.name, sp, name, seconds(f.most[name]), seconds(limit))
				}
			}
			if f.spins > 0 {
				fmt.Fprintf(&doc, "| %s | %s | each wheel's spin (%d) | %s | |\n", g.name, sp, f.spins, seconds(f.spin))
				if (sp == anim.Normal || sp == anim.Fast) && f.spin > SpinLimit {
					t.Errorf("%s at %v: a spin takes %s, over %s", g.name, sp, seconds(f.spin), seconds(SpinLimit))
				}
			}
		}
	}
	t.Logf("%d rounds of each game at each speed:\n%s", rounds, doc.String())
}
