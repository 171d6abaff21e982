package geohash

import (
	"math"
	"testing"
)

func TestEncode(t *testing.T) {
	for _, c := range cities {
		t.Run(c.name, func(t *testing.T) {
			if got := Encode(c.lat, c.lon, 9); got != c.hash {
				t.Errorf("Encode(%v, %v) = %q, want %q", c.lat, c.lon, got, c.hash)
			}
		})
	}
}

func TestRoundTrip(t *testing.T) {
	for _, c := range cities {
		t.Run(c.name, func(t *testing.T) {
			lat, lon, le, oe, err := Decode(c.hash)
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(lat-c.lat) > le || math.Abs(lon-c.lon) > oe {
				t.Errorf("Decode(%q) = %.5f,%.5f ±%.5f,%.5f; want %.4f,%.4f", c.hash, lat, lon, le, oe, c.lat, c.lon)
			}
		})
	}
}

func TestDecodeInvalid(t *testing.T) {
	for _, h := range []string{"u33dbc", "ailw", "u33d!"} {
		if _, _, _, _, err := Decode(h); (err != nil) != (h != "u33dbc") {
			t.Errorf("Decode(%q): err = %v", h, err)
		}
	}
}
