// Package render writes a link report.
package render

import (
	"fmt"
	"strings"
)

// Broken is a link that did not resolve.
type Broken struct {
	File   string
	Line   int
	Target string
}

// Report formats broken links, one per line, under a header.
func Report(bs []Broken) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d broken links\n", len(bs))
	for _, x := range bs {
		fmt.Fprintf(&b, "%s:%d: %s\n", x.File, x.Line, x.Target)
	}
	return b.String()
}
