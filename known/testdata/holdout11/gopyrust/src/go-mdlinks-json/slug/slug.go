// Package slug makes heading anchors the way the site generator does.
package slug

import (
	"strings"
	"unicode"
)

// Make lower-cases s, keeps letters and digits, and joins words with '-'.
func Make(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r == ' ' || r == '-':
			dash = true
		}
	}
	return b.String()
}
