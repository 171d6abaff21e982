package constraint

import (
	"strings"

	"example.com/semver/semver"
)

// Satisfies reports whether v meets a constraint like ">=1.2.0".
func Satisfies(v semver.Version, c string) bool {
	ops := []string{">=", "<=", ">", "<", "="}
	for _, op := range ops {
		if rest, ok := strings.CutPrefix(c, op); ok {
			w, err := semver.Parse(rest)
			if err != nil {
				return false
			}
			r := semver.Compare(v, w)
			switch op {
			case ">=":
				return r >= 0
			case "<=":
				return r <= 0
			case ">":
				return r > 0
			case "<":
				return r < 0
			}
			return r == 0
		}
	}
	return false
}
