// Package scan finds markdown links.
package scan

import (
	"errors"
	"regexp"
)

var linkRe = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// ErrEmpty is returned for an empty document.
var ErrEmpty = errors.New("scan: empty document")

// Links returns the targets of all inline links in doc.
func Links(doc string) ([]string, error) {
	if doc == "" {
		return nil, ErrEmpty
	}
	var out []string
	for _, m := range linkRe.FindAllStringSubmatch(doc, -1) {
		out = append(out, m[1])
	}
	return out, nil
}
