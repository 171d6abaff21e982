// Package semver parses and compares semantic versions (no build metadata).
package semver

import (
	"fmt"
	"strconv"
	"strings"
)

// V is a parsed version.
type V struct {
	Major, Minor, Patch int
	Pre                 string
}

// Parse reads "v1.2.3" or "1.2.3-rc.1".
func Parse(s string) (V, error) {
	s = strings.TrimPrefix(s, "v")
	core, pre, _ := strings.Cut(s, "-")
	f := strings.Split(core, ".")
	if len(f) != 3 {
		return V{}, fmt.Errorf("semver: %q: want three numbers", s)
	}
	var n [3]int
	for i, x := range f {
		v, err := strconv.Atoi(x)
		if err != nil || v < 0 || (len(x) > 1 && x[0] == '0') {
			return V{}, fmt.Errorf("semver: %q: bad number %q", s, x)
		}
		n[i] = v
	}
	return V{n[0], n[1], n[2], pre}, nil
}

// Less orders versions; a pre-release sorts before its release.
func (a V) Less(b V) bool {
	if a.Major != b.Major {
		return a.Major < b.Major
	}
	if a.Minor != b.Minor {
		return a.Minor < b.Minor
	}
	if a.Patch != b.Patch {
		return a.Patch < b.Patch
	}
	if a.Pre == "" || b.Pre == "" {
		return a.Pre != "" && b.Pre == ""
	}
	return a.Pre < b.Pre
}
