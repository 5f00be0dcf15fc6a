package odometer

// Still reports whether the display stands still: it shows its target, counts nothing, and
// no wheel is turning. A still display draws the same at every tick.
func (o *Odometer) Still() bool {
	if o.shown != o.target || o.Counting() {
		return false
	}
	for i := range o.wheels {
		if !o.wheels[i].tw.Done(o.now) {
			return false
		}
	}
	return true
}
