// Package feed dedupes feed items by title.
package feed

import "example.com/moved/textutil"

// Item is one entry of a feed.
type Item struct{ Title, Link string }

// Dedupe keeps the first item of each title.
func Dedupe(items []Item) []Item {
	seen := map[string]bool{}
	var out []Item
	for _, it := range items {
		key := textutil.Normalize(it.Title)
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, it)
	}
	return out
}

// Same reports whether two items have one title.
func Same(a, b Item) bool {
	return textutil.Normalize(a.Title) == textutil.Normalize(b.Title)
}
