// Package title capitalises headlines.
package title

import (
	"golang.org/x/text/cases"
	"golang.org/x/text/language"
)

var caser = cases.Title(language.English)

// Case returns s in title case.
func Case(s string) string { return caser.String(s) }
