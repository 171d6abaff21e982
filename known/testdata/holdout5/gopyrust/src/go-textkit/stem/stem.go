// Package stem strips common English suffixes.
package stem

import "strings"

var suffixes = []string{"ingly", "edly", "ing", "ed", "ly", "es", "s"}

// Word returns w without its longest known suffix, keeping at least three letters.
func Word(w string) string {
	w = strings.ToLower(w)
	for _, s := range suffixes {
		if strings.HasSuffix(w, s) && len(w)-len(s) >= 3 {
			return w[:len(w)-len(s)]
		}
	}
	return w
}
