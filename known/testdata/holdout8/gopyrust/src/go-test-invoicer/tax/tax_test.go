package tax

import "testing"

func TestRate(t *testing.T) {
	for c, want := range map[string]int64{"de": 1900, "FR": 2000, "se": 2500} {
		got, err := Rate(c)
		if err != nil || got != want {
			t.Errorf("Rate(%q) = %d, %v; want %d", c, got, err, want)
		}
	}
	if _, err := Rate("XX"); err == nil {
		t.Error("Rate(XX): want an error")
	}
}
