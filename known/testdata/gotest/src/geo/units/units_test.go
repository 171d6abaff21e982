package units

import (
	"math"
	"testing"
)

func TestMilesToKm(t *testing.T) {
	if got := MilesToKm(1); math.Abs(got-1.609344) > 1e-9 {
		t.Errorf("MilesToKm(1) = %v", got)
	}
}

func TestNauticalToKm(t *testing.T) {
	if got := NauticalToKm(10); math.Abs(got-18.52) > 1e-9 {
		t.Errorf("NauticalToKm(10) = %v, want 18.52", got)
	}
}
