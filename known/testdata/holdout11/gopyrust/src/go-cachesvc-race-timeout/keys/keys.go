// Package keys builds cache keys.
package keys

import (
	"fmt"
	"strings"
)

// For returns "ns:part1:part2", lower-cased, rejecting parts with ':'.
func For(ns string, parts ...string) (string, error) {
	for _, p := range parts {
		if strings.Contains(p, ":") {
			return "", fmt.Errorf("keys: part %q contains ':'", p)
		}
	}
	return strings.ToLower(ns + ":" + strings.Join(parts, ":")), nil
}
