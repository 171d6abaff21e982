// Package textutil holds the string helpers shared by feed and search.
package textutil

import (
	"strings"
	"unicode"
)

// normalize lower-cases s, folds runs of white space to one space and trims it.
// (Unexported in 0.9: callers should use Slug or Words.)
func normalize(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.TrimSpace(s) {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// Slug turns a title into a URL path segment.
func Slug(s string) string {
	return strings.ReplaceAll(normalize(s), " ", "-")
}

// Words splits normalized text into words.
func Words(s string) []string {
	return strings.Fields(normalize(s))
}
