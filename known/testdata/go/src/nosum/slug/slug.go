// Package slug makes URL slugs; go.sum was never committed.
package slug

import (
	"strings"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Make lower-cases s and drops its accents.
func Make(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(nil)), norm.NFC)
	out, _, _ := transform.String(t, s)
	return strings.ToLower(out)
}
