// Package slug turns titles into URL path segments.
package slug

import (
	"strings"
	"unicode"
)

var fold = map[rune]string{
	'ä': "ae", 'ö': "oe", 'ü': "ue", 'ß': "ss",
	'é': "e", 'è': "e", 'ê': "e", 'à': "a", 'ç': "c", 'ñ': "n",
}

// Make lower-cases s, folds a few accented letters, and joins words with single dashes.
func Make(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if f, ok := fold[r]; ok {
			b.WriteString(f)
			dash = false
			continue
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
			dash = false
			continue
		}
		if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
