package strategy

// DownDecisions packs the decisions on the Down bet of one deal so far
// (hole cards and Across cards) after each Across bet of 1x, 2x and 3x,
// two bits each.
type DownDecisions uint8

// With returns the decisions with d after an Across bet of across.
func (dd DownDecisions) With(across, d Decision) DownDecisions {
	sh := 2 * (across - 1)
	return dd&^(3<<sh) | DownDecisions(d)<<sh
}

// After returns the decision after an Across bet of across (1x to 3x).
func (dd DownDecisions) After(across Decision) Decision {
	return Decision(dd>>(2*(across-1))) & 3
}
