// Package tokens splits text into words and counts them.
package tokens

import (
	"sort"
	"strings"
	"unicode"
)

// Split returns the words of s: runs of letters, digits and apostrophes.
func Split(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'')
	})
}

// Count is a word and how often it occurs.
type Count struct {
	Word string
	N    int
}

// Top returns the n most frequent lower-cased words, ties by word.
func Top(s string, n int) []Count {
	m := map[string]int{}
	for _, w := range Split(s) {
		m[strings.ToLower(w)]++
	}
	out := make([]Count, 0, len(m))
	for w, c := range m {
		out = append(out, Count{w, c})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].N != out[j].N {
			return out[i].N > out[j].N
		}
		return out[i].Word < out[j].Word
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}
