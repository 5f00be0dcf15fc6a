// Package plaque paints the plaques the table sets over its felt, each once per text and
// scale: the result line of a round (Result), the banner of a won round (Banner) and the
// notice of the first start (Notice). It places nothing: render/table's layout pass measures
// them (BannerSize; the result line's own measures), places them and has the plan paint their
// pictures where it put them.
package plaque
