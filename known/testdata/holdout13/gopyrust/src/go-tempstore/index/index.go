// Package index builds a word index over short documents.
package index

import (
	"sort"
	"strings"
	"unicode"
)

type Index map[string][]int

func Build(docs []string) Index {
	ix := Index{}
	for i, d := range docs {
		seen := map[string]bool{}
		for _, w := range strings.FieldsFunc(d, func(r rune) bool { return !unicode.IsLetter(r) }) {
			w = strings.ToLower(w)
			if seen[w] {
				continue
			}
			seen[w] = true
			ix[w] = append(ix[w], i)
		}
	}
	return ix
}

// Top returns the n words found in the most documents, most first.
func (ix Index) Top(n int) []string {
	words := make([]string, 0, len(ix))
	for w := range ix {
		words = append(words, w)
	}
	sort.Strings(words)
	sort.Slice(words, func(a, b int) bool {
		return len(ix[words[a]]) > len(ix[words[b]])
	})
	if n < len(words) {
		words = words[:n]
	}
	return words
}
