// Package search finds items by title.
package search

import (
	"strconv"

	"example.com/moved/textutil"
)

// Match reports whether title holds query.
func Match(title, query string) bool {
	return textutil.Normalize(title) == textutil.Normalize(query)
}

// Rank is a result's place, as text.
func Rank(i int) string {
	return strconv.Itoa(i) + 1
}
