package semver

import (
	"fmt"
	"testing"
)

func TestParse(t *testing.T) {
	for maj := 0; maj < 6; maj++ {
		for min := 0; min < 12; min++ {
			s := fmt.Sprintf("v%d.%d.%d", maj, min, (maj*7+min)%10)
			t.Run(s, func(t *testing.T) {
				v, err := Parse(s)
				if err != nil {
					t.Fatal(err)
				}
				t.Logf("parsed %s as %+v", s, v)
			})
		}
	}
}

func TestCompare(t *testing.T) {
	cases := []struct {
		a, b string
		want int
	}{
		{"1.0.0", "2.0.0", -1},
		{"2.1.0", "2.0.9", 1},
		{"1.2.3", "1.2.3", 0},
		{"1.2.3", "1.2.4", -1},
		{"3.0.0", "2.9.9", 1},
	}
	for _, c := range cases {
		t.Run(c.a+"_vs_"+c.b, func(t *testing.T) {
			a, _ := Parse(c.a)
			b, _ := Parse(c.b)
			if got := Compare(a, b); got != c.want {
				t.Errorf("Compare(%s, %s) = %d, want %d", c.a, c.b, got, c.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, s := range []string{"1.2", "a.b.c", "1.2.3.4", ""} {
		t.Run(s, func(t *testing.T) {
			if _, err := Parse(s); err == nil {
				t.Errorf("Parse(%q): want error", s)
			} else {
				t.Logf("Parse(%q): %v", s, err)
			}
		})
	}
}
