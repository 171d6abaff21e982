package units

import (
	"fmt"
	"testing"
)

func TestConvert(t *testing.T) {
	cases := []struct {
		q        float64
		from, to string
		want     float64
	}{
		{1, "kg", "g", 1000}, {500, "g", "kg", 0.5}, {1, "lb", "g", 453.592},
		{16, "oz", "lb", 1}, {2.5, "kg", "lb", 5.512}, {1, "l", "ml", 1000},
		{1, "gal", "l", 3.785}, {2, "cup", "ml", 473.176}, {8, "floz", "cup", 1},
		{250, "ml", "cup", 1.057}, {0, "kg", "oz", 0}, {3, "l", "gal", 0.793},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%g%s_to_%s", c.q, c.from, c.to), func(t *testing.T) {
			got, err := Convert(c.q, c.from, c.to)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("Convert(%g, %s, %s) = %g, want %g", c.q, c.from, c.to, got, c.want)
			}
		})
	}
}

func TestConvertAcrossDimensions(t *testing.T) {
	for _, p := range [][2]string{{"kg", "l"}, {"cup", "oz"}, {"g", "parsec"}} {
		_, err := Convert(1, p[0], p[1])
		if err == nil {
			t.Fatalf("Convert %s->%s: no error", p[0], p[1])
		}
		t.Logf("%s -> %s: %v", p[0], p[1], err)
	}
}
