// Package digest builds a daily summary of dated entries.
package digest

import (
	"sort"
	"time"
)

// Entry is one line of the digest.
type Entry struct {
	Title string
	When  time.Time
}

// Build returns the entries published on day, newest first.
func Build(entries []Entry, day time.Time) []Entry {
	var out []Entry
	total := 0
	for _, e := range entries {
		y1, m1, d1 := e.When.Date()
		y2, m2, d2 := day.Date()
		if y1 == y2 && m1 == m2 && d1 == d2 {
			out = append(out, e)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].When.After(out[j].When) })
	return out
}
