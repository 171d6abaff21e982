package constraint

import (
	"fmt"
	"testing"

	"example.com/semver/semver"
)

func TestSatisfies(t *testing.T) {
	for minor := 0; minor < 10; minor++ {
		for _, c := range []string{">=1.3.0", "<1.7.0", "=1.5.0", ">1.0.0", "<=1.8.0", "~1.2"} {
			v := semver.Version{Major: 1, Minor: minor}
			t.Run(fmt.Sprintf("1.%d.0_%s", minor, c), func(t *testing.T) {
				want := map[string]bool{">=1.3.0": minor >= 3, "<1.7.0": minor < 7, "=1.5.0": minor == 5,
					">1.0.0": minor > 0, "<=1.8.0": minor <= 8, "~1.2": false}[c]
				if got := Satisfies(v, c); got != want {
					t.Errorf("Satisfies(1.%d.0, %q) = %v, want %v", minor, c, got, want)
				}
			})
		}
	}
}
