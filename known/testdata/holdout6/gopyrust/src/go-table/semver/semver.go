// Package semver parses and compares semantic versions.
package semver

import (
	"fmt"
	"strconv"
	"strings"
)

// Version is a parsed semantic version.
type Version struct {
	Major, Minor, Patch int
	Pre                 string
}

// Parse reads "vMAJOR.MINOR.PATCH[-PRE]"; the v is optional.
func Parse(s string) (Version, error) {
	s = strings.TrimPrefix(s, "v")
	var v Version
	core, pre, _ := strings.Cut(s, "-")
	v.Pre = pre
	parts := strings.Split(core, ".")
	if len(parts) != 3 {
		return v, fmt.Errorf("semver: %q: want three components", s)
	}
	nums := []*int{&v.Major, &v.Minor, &v.Patch}
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return v, fmt.Errorf("semver: %q: bad component %q", s, p)
		}
		*nums[i] = n
	}
	return v, nil
}

// Compare returns -1, 0 or +1.
func Compare(a, b Version) int {
	for _, d := range []int{a.Major - b.Major, a.Minor - b.Minor, a.Patch - b.Patch} {
		if d < 0 {
			return -1
		}
		if d > 0 {
			return 1
		}
	}
	switch {
	case a.Pre == b.Pre:
		return 0
	case a.Pre == "":
		return 1
	case b.Pre == "":
		return -1
	case a.Pre < b.Pre:
		return -1
	}
	return 1
}

func (v Version) String() string {
	s := fmt.Sprintf("v%d.%d.%d", v.Major, v.Minor, v.Patch)
	if v.Pre != "" {
		s += "-" + v.Pre
	}
	return s
}
