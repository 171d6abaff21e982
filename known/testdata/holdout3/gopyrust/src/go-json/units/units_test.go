package units

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func TestMilesToKm(t *testing.T) {
	if got := MilesToKm(26.2); !near(got, 42.1648128) {
		t.Errorf("MilesToKm(26.2) = %v", got)
	}
}

func TestNauticalToKm(t *testing.T) {
	if got := NauticalToKm(10); !near(got, 18.52) {
		t.Errorf("NauticalToKm(10) = %v, want 18.52", got)
	}
}

func TestRoundTrip(t *testing.T) {
	for _, km := range []float64{0, 1, 5, 42.195, 100} {
		if got := MilesToKm(KmToMiles(km)); !near(got, km) {
			t.Errorf("round trip of %v gave %v", km, got)
		}
	}
}
