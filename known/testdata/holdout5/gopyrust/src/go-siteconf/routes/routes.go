// Package routes maps page names to URL paths.
package routes

import (
	"fmt"
	"strings"
)

// Route is a page and its path pattern.
type Route struct {
	Name    string
	Pattern string // e.g. /blog/{year}/{slug}
}

// Build fills the {param} placeholders of r's pattern.
func Build(r Route, params map[string]string) (string, error) {
	out := r.Pattern
	for k, v := range params {
		out = strings.ReplaceAll(out, "{"+k+"}", v)
	}
	if i := strings.IndexByte(out, '{'); i >= 0 {
		return "", fmt.Errorf("route %s: unfilled parameter at %d in %q", r.Name, i, out)
	}
	return out, nil
}
