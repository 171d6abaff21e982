// Package casefold compares identifiers ignoring case and separators.
package casefold

import (
	"strings"
	"unicode"
)

// Key folds s: lower case, with '-', '_', ' ' and '.' removed.
func Key(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '-', '_', ' ', '.':
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// Equal reports whether a and b fold to the same key.
func Equal(a, b string) bool { return Key(a) == Key(b) }
