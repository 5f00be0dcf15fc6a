package box

import "strings"

// Wrap sets parts in lines no wider than width, joined by sep within a line, greedily: a
// part goes on the line while the line with it measures no more than width; a part too
// wide for a line alone takes a line of its own. measure gives a string's width.
func Wrap(parts []string, sep string, width float64, measure func(string) float64) []string {
	var lines []string
	line := ""
	for _, p := range parts {
		if line != "" && measure(line+sep+p) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += sep
		}
		line += p
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// Words wraps text at its spaces (Wrap with its words and one space); a text of no words
// gives no lines.
func Words(text string, width float64, measure func(string) float64) []string {
	return Wrap(strings.Fields(text), " ", width, measure)
}
