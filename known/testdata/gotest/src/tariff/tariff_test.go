package tariff

import "testing"

func TestCost(t *testing.T) {
	for _, c := range []struct {
		name           string
		kwh, rate      float64
		standing, want int
	}{
		{"zero", 0, 28.6, 45, 45},
		{"night", 3.5, 13.3, 0, 47},
		{"day", 12.5, 28.7, 45, 404},
		{"peak", 1.5, 41.9, 45, 108},
		{"flat", 10, 25, 0, 250},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := Cost(c.kwh, c.rate, c.standing); got != c.want {
				t.Errorf("Cost(%v, %v, %d) = %d, want %d", c.kwh, c.rate, c.standing, got, c.want)
			}
		})
	}
}

func TestBand(t *testing.T) {
	for kwh, want := range map[int]string{1500: "low", 3000: "medium", 4200: "medium", 9000: "high"} {
		if got := Band(kwh); got != want {
			t.Errorf("Band(%d) = %q, want %q", kwh, got, want)
		}
	}
}
