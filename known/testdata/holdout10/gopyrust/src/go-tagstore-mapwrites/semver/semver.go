// Package semver parses and compares version tags.
package semver

import (
	"fmt"
	"strconv"
	"strings"
)

// Version is major.minor.patch with an optional pre-release.
type Version struct {
	Major, Minor, Patch int
	Pre                 string
}

// Parse reads "v1.2.3" or "1.2.3-rc.1".
func Parse(s string) (Version, error) {
	s = strings.TrimPrefix(s, "v")
	var v Version
	if i := strings.IndexByte(s, '-'); i >= 0 {
		s, v.Pre = s[:i], s[i+1:]
	}
	parts := strings.Split(s, ".")
	if len(parts) != 3 {
		return Version{}, fmt.Errorf("semver: %q: want three numbers", s)
	}
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return Version{}, fmt.Errorf("semver: %q: bad number %q", s, p)
		}
		*[]*int{&v.Major, &v.Minor, &v.Patch}[i] = n
	}
	return v, nil
}

// Compare returns -1, 0 or 1.
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
