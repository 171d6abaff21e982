// Package sku parses and normalises stock keeping unit codes such as "bolt-m6/zinc".
package sku

import (
	"fmt"
	"strings"
)

// Code is a parsed SKU.
type Code struct {
	Family, Size, Finish string
}

// Parse reads FAMILY-SIZE[/FINISH].
func Parse(s string) (Code, error) {
	s = strings.TrimSpace(s)
	main, finish, _ := strings.Cut(s, "/")
	fam, size, ok := strings.Cut(main, "-")
	if !ok || fam == "" || size == "" {
		return Code{}, fmt.Errorf("sku: %q: want FAMILY-SIZE", s)
	}
	return Code{strings.ToUpper(fam), strings.ToUpper(size), strings.ToLower(finish)}, nil
}

// String is the canonical form.
func (c Code) String() string {
	if c.Finish == "" {
		return c.Family + "-" + c.Size
	}
	return c.Family + "-" + c.Size + "/" + c.Finish
}

// cutLast is strings.Cut at the last sep.
func cutLast(s, sep string) (before, after string, found bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}
