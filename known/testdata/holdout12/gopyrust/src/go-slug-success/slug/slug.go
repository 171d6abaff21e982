package slug

import (
	"errors"
	"strings"
	"unicode"
)

// ErrEmpty is returned when nothing is left to make a slug from.
var ErrEmpty = errors.New("slug: empty after cleaning")

// Make turns a title into a URL slug.
func Make(title string) (string, error) {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
	}
	s := strings.TrimSuffix(b.String(), "-")
	if s == "" {
		return "", ErrEmpty
	}
	return s, nil
}
