package roman

import (
	"fmt"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	for n := 1; n <= 120; n++ {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			s, err := Format(n)
			if err != nil {
				t.Fatal(err)
			}
			back, err := Parse(s)
			if err != nil || back != n {
				t.Fatalf("Parse(%q) = %d, %v; want %d", s, back, err, n)
			}
		})
	}
}

func TestKnown(t *testing.T) {
	for n, want := range map[int]string{4: "IV", 9: "IX", 14: "XIV", 40: "XL", 90: "XC", 400: "CD", 1994: "MCMXCIV", 2024: "MMXXIV", 3999: "MMMCMXCIX"} {
		if got, _ := Format(n); got != want {
			t.Errorf("Format(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestRange(t *testing.T) {
	for _, n := range []int{0, -1, 4000} {
		if _, err := Format(n); err != ErrRange {
			t.Errorf("Format(%d) error = %v, want ErrRange", n, err)
		}
	}
}

func TestParseBad(t *testing.T) {
	for _, s := range []string{"", "ABC", "IIIII?"} {
		if _, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) succeeded", s)
		} else {
			t.Logf("Parse(%q): error as expected: %v", s, err)
		}
	}
}
