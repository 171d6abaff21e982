package roman

import (
	"fmt"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	for n := 1; n <= 100; n++ {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			t.Parallel()
			s, err := ToRoman(n)
			if err != nil {
				t.Fatal(err)
			}
			got, err := FromRoman(s)
			if err != nil {
				t.Fatal(err)
			}
			if got != n {
				t.Fatalf("FromRoman(%q) = %d, want %d", s, got, n)
			}
		})
	}
}

func TestRange(t *testing.T) {
	for _, n := range []int{0, -3, 4000} {
		if _, err := ToRoman(n); err != ErrRange {
			t.Errorf("ToRoman(%d) err = %v", n, err)
		}
	}
}

func TestBadDigit(t *testing.T) {
	if _, err := FromRoman("XIZ"); err == nil {
		t.Error("FromRoman(XIZ): no error")
	}
}
