package length

import "testing"

func TestHuman(t *testing.T) {
	cases := map[string]struct {
		m    float64
		want string
	}{
		"marathon": {42195, "42.2 km"},
		"room":     {4.25, "4.2 m"},
		"pencil":   {0.18, "18 cm"},
		"ant":      {0.004, "4 mm"},
		"exact_km": {1000, "1.0 km"},
		"zero":     {0, "0 mm"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := Human(tc.m); got != tc.want {
				t.Errorf("Human(%v) = %q, want %q", tc.m, got, tc.want)
			}
		})
	}
}
