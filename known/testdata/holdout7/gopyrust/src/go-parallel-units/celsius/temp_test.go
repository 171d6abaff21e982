package celsius

import (
	"fmt"
	"math"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	for c := -60; c <= 60; c += 4 {
		t.Run(fmt.Sprintf("%dC", c), func(t *testing.T) {
			t.Parallel()
			f := CToF(float64(c))
			t.Logf("%d C = %.1f F", c, f)
			if back := FToC(f); math.Abs(back-float64(c)) > 1e-9 {
				t.Errorf("FToC(CToF(%d)) = %v", c, back)
			}
		})
	}
}

func TestFixedPoints(t *testing.T) {
	if CToF(-40) != -40 || CToF(100) != 212 || CToK(0) != 273.15 {
		t.Error("fixed points wrong")
	}
}
