package zones

import "testing"

func TestOf(t *testing.T) {
	for code, want := range map[string]int{"de": 1, "GB": 2, "us": 3, "JP": 4, "BR": 0} {
		if got := Of(code); got != want {
			t.Errorf("Of(%q) = %d, want %d", code, got, want)
		}
	}
}
