package semver

import (
	"fmt"
	"testing"
)

func TestParse(t *testing.T) {
	for major := 0; major < 4; major++ {
		for minor := 0; minor < 6; minor++ {
			for patch := 0; patch < 5; patch++ {
				s := fmt.Sprintf("%d.%d.%d", major, minor, patch)
				t.Run(s, func(t *testing.T) {
					v, err := Parse(s)
					if err != nil {
						t.Fatal(err)
					}
					if v.Major != major || v.Minor != minor || v.Patch != patch {
						t.Errorf("Parse(%q) = %+v", s, v)
					}
				})
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, s := range []string{"", "1", "1.2", "1.2.x", "1.-2.3", "a.b.c"} {
		t.Run(s, func(t *testing.T) {
			if _, err := Parse(s); err == nil {
				t.Errorf("Parse(%q): want error", s)
			} else {
				t.Logf("got expected error: %v", err)
			}
		})
	}
}

func TestComparePrerelease(t *testing.T) {
	cases := []struct {
		a, b string
		want int
	}{
		{"1.0.0-alpha", "1.0.0", -1},
		{"1.0.0", "1.0.0-rc.1", 1},
		{"1.0.0-alpha", "1.0.0-beta", -1},
		{"1.0.0-beta.2", "1.0.0-beta.11", -1},
		{"1.0.0-rc.1", "1.0.0-rc.1", 0},
	}
	for _, c := range cases {
		t.Run(c.a+"_vs_"+c.b, func(t *testing.T) {
			a, _ := Parse(c.a)
			b, _ := Parse(c.b)
			if got := Compare(a, b); got != c.want {
				t.Errorf("Compare(%q, %q) = %d, want %d\n\tprerelease identifiers that are numbers must compare numerically", c.a, c.b, got, c.want)
			}
		})
	}
}
