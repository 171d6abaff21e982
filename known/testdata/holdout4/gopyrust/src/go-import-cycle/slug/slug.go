// Package slug makes URL path segments.
package slug

import (
	"strings"
	"unicode"
)

// Make lower-cases s and joins its words with dashes.
func Make(s string) string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	return strings.Join(f, "-")
}
