package table

// Plug returns the table's game plug, for what asks more of a game than the machinery does
// (its help pages: render/help.Author).
func (s *Scene) Plug() Plug { return s.plug }
