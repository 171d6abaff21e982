// Package extract finds links in HTML pages (href and src attributes).
package extract

import (
	"regexp"
	"sort"
)

var attr = regexp.MustCompile(`(?i)\b(?:href|src)\s*=\s*["']([^"'#]+)`)

// Links returns the distinct link targets of page, sorted.
func Links(page string) []string {
	seen := map[string]bool{}
	for _, m := range attr.FindAllStringSubmatch(page, -1) {
		seen[m[1]] = true
	}
	out := make([]string, 0, len(seen))
	for l := range seen {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}
