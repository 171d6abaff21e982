package geo

import (
	"fmt"
	"math"
	"testing"
)

func TestDistanceAlongEquator(t *testing.T) {
	for deg := 0; deg <= 90; deg += 3 {
		deg := deg
		t.Run(fmt.Sprintf("lon_%03d", deg), func(t *testing.T) {
			got := DistanceKm(Point{0, 0}, Point{0, float64(deg)})
			want := 2 * math.Pi * earthKm * float64(deg) / 360
			if math.Abs(got-want) > 1e-6 {
				t.Errorf("DistanceKm = %.6f, want %.6f", got, want)
			}
		})
	}
}

func TestDistanceSymmetric(t *testing.T) {
	p := Point{48.85, 2.35}
	q := Point{52.52, 13.40}
	if a, b := DistanceKm(p, q), DistanceKm(q, p); math.Abs(a-b) > 1e-9 {
		t.Errorf("not symmetric: %f vs %f", a, b)
	}
}
