// Package tags checks release tag names: component/vMAJOR.MINOR.PATCH.
package tags

import (
	"strings"

	"example.com/tagstore/semver"
)

// Valid reports whether tag is a component name, a slash and a version.
func Valid(tag string) bool {
	comp, ver, ok := strings.Cut(tag, "/")
	if !ok || comp == "" || strings.Contains(ver, "/") {
		return false
	}
	_, err := semver.Parse(ver)
	return err == nil
}
