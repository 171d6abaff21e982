package feed

import "example.com/feedreader/textutil"

// Dedupe drops items whose key was seen before, keeping the first.
func Dedupe(items []Item) []Item {
	seen := make(map[string]bool, len(items))
	out := items[:0]
	for _, it := range items {
		k := it.Key()
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, it)
	}
	return out
}

// ByCategory groups items by their normalized category.
func ByCategory(items []Item) map[string][]Item {
	m := make(map[string][]Item)
	for _, it := range items {
		c := textutil.Normalize(it.Category)
		if c == "" {
			c = textutil.Normalize("uncategorized")
		}
		m[c] = append(m[c], it)
	}
	return m
}

// Titles returns the normalized titles.
func Titles(items []Item) []string {
	out := make([]string, 0, len(items))
	for _, it := range items {
		out = append(out, textutil.Normalize(it.Title))
	}
	return out
}
