// Package wheel shows the prize wheels of Criss Cross Poker on the screen: the Bonus Spin
// Progressive wheel (paytables A to D of game/wheel) and the two wheels of Bonus Spin
// Xtreme, Hot Spot and Community Prize (paytables A to I), each in its own design, drawn
// by our own code (vector shapes and Go fonts, no image files).
//
// A Spinner shows one wheel. The core chooses the segment; the Spinner only shows it:
//
//	s, err := wheel.New(fonts, &paytable.Wheel, wheel.BonusSpin)
//	s.Show(now, speed)                                      // comes forward over the table
//	ticks, err := s.Spin(now, segment, seed, speed, calm)   // the core's segment
//	...
//	if s.Update(now) > 0 { player.Play(audio.Flapper) }     // once a tick
//	s.Draw(screen, view, cx, cy, r, 1)                      // from ebiten's Draw
//	seg, done := s.Landed()
//	s.Hide(now, speed)
//
// # The spin
//
// A spin is a push and one deceleration, a wheel running down under its own friction (a
// constant part and a part that grows with speed; see motion.go). Every spin follows the
// same deceleration curve, stretched in time; the one thing chosen per spin is the total
// travel, three turns and the way to the target, so that the wheel stops inside
// the target segment, at an offset drawn from the seed (−0.3 to 0.3 of a segment from its
// middle, clear of the pegs). There is no slowing near a prize and no nudge at the end; a
// spin's length depends on its target only through that travel (3.8 to 4.4 seconds at
// normal speed). The speed setting scales the time as anim.Speed does, Instant lands at once,
// calm (reduced motion) eases to the target in under a second, and Finish lands at once:
// all of them stop at the same angle.
//
// The flapper bends as each peg comes on and snaps back as it slips past; Update reports
// the pegs that slipped past since the last Update, so that the caller plays the tick.
// Time is counted in ticks, never read from a clock.
//
// # Drawing
//
// The wheel is painted once per size (device pixels of its radius) onto one sheet: the
// bezel with its lights, the turning disc with its amounts and pegs, the lamp's sheen, the
// hub with the game's name, the pointer and flapper, the spotlight of the landed segment,
// and the readouts of the prizes. A frame then draws the whole wheel, some fifty quads
// from that one sheet, in one DrawTriangles call, and does not allocate. The disc is
// blurred while it turns fast (the average of a few copies over the last tick's turn). On
// landing the other segments darken and a line of light rings the landed one, and a plaque
// under the wheel shows its prize: the amount, JACKPOT on gold, or what SetPrize says.
package wheel
