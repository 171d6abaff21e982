package search

import (
	"sort"
	"strings"
	"time"

	"example.com/feedreader/textutil"
)

// Doc is what the index holds of an item.
type Doc struct {
	Title, Summary, Link string
	Published            time.Time
}

// Index maps words to the items that contain them.
type Index struct {
	words map[string][]int
	items []Doc
}

// Build indexes the titles and summaries of items.
func Build(items []Doc) *Index {
	ix := &Index{words: make(map[string][]int), items: items}
	for i, it := range items {
		for _, w := range strings.Fields(textutil.Normalize(it.Title + " " + it.Summary)) {
			ix.words[w] = append(ix.words[w], i)
		}
	}
	return ix
}

// Query returns the items holding every word of q, newest first.
func (ix *Index) Query(q string) []Doc {
	var hits []Doc
	for _, i := range ix.match(strings.Fields(textutil.Normalize(q))) {
		hits = append(hits, ix.items[i])
	}
	sort.Slice(hits, func(a, b int) bool { return hits[a].Published.After(hits[b].Published) })
	return hits
}

func (ix *Index) match(words []string) []int {
	if len(words) == 0 {
		return nil
	}
	count := make(map[int]int)
	for _, w := range words {
		for _, i := range ix.words[w] {
			count[i]++
		}
	}
	var out []int
	for i, n := range count {
		if n == len(words) {
			out = append(out, i)
		}
	}
	sort.Ints(out)
	return out
}
