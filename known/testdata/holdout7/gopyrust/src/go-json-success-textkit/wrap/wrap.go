// Package wrap breaks text into lines of at most a given width.
package wrap

import "strings"

// Lines wraps s at width columns, breaking at spaces; longer words stay whole.
func Lines(s string, width int) []string {
	var out []string
	var cur []string
	n := 0
	for _, w := range strings.Fields(s) {
		if n > 0 && n+1+len(w) > width {
			out = append(out, strings.Join(cur, " "))
			cur, n = nil, 0
		}
		if n > 0 {
			n++
		}
		cur = append(cur, w)
		n += len(w)
	}
	if len(cur) > 0 {
		out = append(out, strings.Join(cur, " "))
	}
	return out
}
