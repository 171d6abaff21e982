// Package labels formats address labels.
package labels

import "strings"

// Format joins the non-empty address lines, upper-casing the last one (the country).
func Format(lines ...string) string {
	var kept []string
	for _, l := range lines {
		if l = strings.TrimSpace(l); l != "" {
			kept = append(kept, l)
		}
	}
	if len(kept) > 0 {
		kept[len(kept)-1] = strings.ToUpper(kept[len(kept)-1])
	}
	return strings.Join(kept, "\n")
}
