// Package wrap breaks text into lines of a maximum width.
package wrap

import "strings"

// Lines wraps text at width columns, breaking only between words.
// A word longer than width is put on a line of its own.
func Lines(text string, width int) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(text) {
		if cur == "" {
			cur = w
			continue
		}
		if len(cur)+1+len(w) > width {
			lines = append(lines, cur)
			cur = w
			continue
		}
		cur += " " + w
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// Indent wraps text so that every line, pad included, fits in width, and
// prefixes every line after the first with pad.
func Indent(text string, width int, pad string) string {
	lines := Lines(text, width)
	for i := 1; i < len(lines); i++ {
		lines[i] = pad + lines[i]
	}
	return strings.Join(lines, "\n")
}
