package rules

import (
	"fmt"
	"testing"
)

func TestWeightLimits(t *testing.T) {
	for g := 0; g <= 32000; g += 1000 {
		g := g
		t.Run(fmt.Sprintf("grams_%05d", g), func(t *testing.T) {
			err := Check(Parcel{Grams: g, LengthCm: 40, GirthCm: 80})
			wantErr := g <= 0 || g > 30000
			if (err != nil) != wantErr {
				t.Errorf("Check(%d g) error = %v, want error: %v", g, err, wantErr)
			}
		})
	}
}

func TestSizeAndHazmat(t *testing.T) {
	cases := []struct {
		name string
		p    Parcel
		ok   bool
	}{
		{"small_box", Parcel{Grams: 500, LengthCm: 30, GirthCm: 60}, true},
		{"exactly_300", Parcel{Grams: 500, LengthCm: 100, GirthCm: 200}, true},
		{"oversize", Parcel{Grams: 500, LengthCm: 120, GirthCm: 200}, false},
		{"hazmat_only", Parcel{Grams: 500, LengthCm: 30, GirthCm: 60, Hazmat: true}, true},
		{"hazmat_lithium", Parcel{Grams: 500, LengthCm: 30, GirthCm: 60, Hazmat: true, Lithium: true}, false},
	}
	for _, c := range cases {
		c := c
		t.Run(c.name, func(t *testing.T) {
			if err := Check(c.p); (err == nil) != c.ok {
				t.Errorf("Check(%+v) = %v, want ok=%v", c.p, err, c.ok)
			}
		})
	}
}
