package tz

import "testing"

func TestLabel(t *testing.T) {
	cases := map[float64]string{0: "UTC+0", 13.4: "UTC+1", -74: "UTC-5", 139.7: "UTC+9"}
	for lon, want := range cases {
		if got := Label(lon); got != want {
			t.Errorf("Label(%v) = %q, want %q", lon, got, want)
		}
	}
}
