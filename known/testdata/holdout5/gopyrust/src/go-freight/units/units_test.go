package units

import (
	"fmt"
	"math"
	"testing"
)

func TestPoundsToGrams(t *testing.T) {
	for lb := 1; lb <= 30; lb++ {
		lb := lb
		t.Run(fmt.Sprintf("lb_%02d", lb), func(t *testing.T) {
			got := PoundsToGrams(float64(lb))
			if d := math.Abs(float64(got) - float64(lb)*GramsPerPound); d > 0.5 {
				t.Errorf("PoundsToGrams(%d) = %d, off by %.3f", lb, got, d)
			}
		})
	}
}

func TestOuncesRoundTrip(t *testing.T) {
	for g := 100; g <= 1000; g += 100 {
		g := g
		t.Run(fmt.Sprintf("g_%04d", g), func(t *testing.T) {
			oz := GramsToOunces(g)
			if back := oz * GramsPerPound / 16; math.Abs(back-float64(g)) > 1e-9 {
				t.Errorf("round trip %d g -> %f oz -> %f g", g, oz, back)
			}
		})
	}
}
