package units

import "testing"

func TestSeconds(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
	}{
		{"90 min", 5400}, {"2 h", 7200}, {"250 ms", 0.25}, {"45 s", 45}, {"1.5 h", 5400}, {"3 d", 259200},
	} {
		t.Run(c.in, func(t *testing.T) {
			t.Parallel()
			t.Logf("parsing %q", c.in)
			got, err := Seconds(c.in)
			if err != nil {
				t.Fatalf("Seconds(%q): %v", c.in, err)
			}
			if got != c.want {
				t.Errorf("Seconds(%q) = %v, want %v", c.in, got, c.want)
			}
		})
	}
}
