// Package slug makes URL slugs from titles.
package slug

import (
	"strings"
	"unicode"
)

var fold = map[rune]string{
	'ä': "ae", 'ö': "oe", 'ü': "ue", 'ß': "ss", 'é': "e", 'è': "e", 'ê': "e", 'á': "a",
	'à': "a", 'â': "a", 'ç': "c", 'ñ': "n", 'ø': "o", 'å': "a", 'æ': "ae", 'í': "i", 'ó': "o", 'ú': "u", 'û': "u", 'ô': "o",
}

// Make returns a lower-case, dash-separated slug of at most max bytes (0: no limit),
// cut at a dash when it has to be shortened.
func Make(title string, max int) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		switch {
		case r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(r)
			dash = false
		case fold[r] != "":
			b.WriteString(fold[r])
			dash = false
		default:
			if !dash && b.Len() > 0 {
				b.WriteByte('-')
				dash = true
			}
		}
	}
	s := strings.TrimSuffix(b.String(), "-")
	if max > 0 && len(s) > max {
		s = s[:max]
		if i := strings.LastIndexByte(s, '-'); i > 0 {
			s = s[:i]
		}
	}
	return s
}
