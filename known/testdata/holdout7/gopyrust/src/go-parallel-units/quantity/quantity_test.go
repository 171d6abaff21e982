package quantity

import (
	"math"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	cases := []struct {
		in   string
		want float64
		dim  string
	}{
		{"12.5 km", 12500, "length"},
		{"3kg", 3, "mass"},
		{"250 ms", 0.25, "time"},
		{"1 mi", 1609.344, "length"},
		{"16 oz", 0.45359237, "mass"},
		{"2 h", 7200, "time"},
		{"330 ml", 0.00033, "volume"},
		{"1.5e3 m", 1500, "length"},
		{"-3 ft", -0.9144, "length"},
		{"0.5 L", 0.0005, "volume"},
		{"12 in", 0.3048, "length"},
		{"90 min", 5400, "time"},
	}
	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			t.Logf("parsing %q", tc.in)
			time.Sleep(2 * time.Millisecond)
			got, err := Parse(tc.in)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.in, err)
			}
			if math.Abs(got.Value-tc.want) > 1e-9 || got.Dim != tc.dim {
				t.Errorf("Parse(%q) = %v %s, want %v %s", tc.in, got.Value, got.Dim, tc.want, tc.dim)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, in := range []string{"", "km", "12 parsecs", "1.2.3 m"} {
		t.Run(in, func(t *testing.T) {
			t.Parallel()
			if _, err := Parse(in); err == nil {
				t.Errorf("Parse(%q) succeeded", in)
			} else {
				t.Logf("error as expected: %v", err)
			}
		})
	}
}
