package util

import "testing"

func TestClamp(t *testing.T) {
	for _, c := range []struct{ v, want int }{{-1, 0}, {5, 5}, {11, 10}} {
		t.Run("", func(t *testing.T) {
			if got := Clamp(c.v, 0, 10); got != c.want {
				t.Fatalf("Clamp(%d) = %d", c.v, got)
			}
		})
	}
}
