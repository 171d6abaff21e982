// Package wrap wraps text at word boundaries.
package wrap

import "strings"

// Lines wraps s to lines of at most width runes; a word longer than width gets a line of its own.
func Lines(s string, width int) []string {
	var lines []string
	var cur []string
	n := 0
	for _, w := range strings.Fields(s) {
		l := len([]rune(w))
		if n > 0 && n+1+l > width {
			lines = append(lines, strings.Join(cur, " "))
			cur, n = nil, 0
		}
		if n > 0 {
			n++
		}
		cur = append(cur, w)
		n += l
	}
	if len(cur) > 0 {
		lines = append(lines, strings.Join(cur, " "))
	}
	return lines
}

// Indent prefixes every line of s with prefix.
func Indent(s, prefix string) string {
	if s == "" {
		return s
	}
	return prefix + strings.ReplaceAll(s, "\n", "\n"+prefix)
}
