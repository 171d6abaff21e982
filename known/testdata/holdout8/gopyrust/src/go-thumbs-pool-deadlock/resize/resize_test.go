package resize

import "testing"

func TestFit(t *testing.T) {
	for _, c := range []struct{ w, h, max, ww, wh int }{
		{4000, 3000, 256, 256, 192},
		{3000, 4000, 256, 192, 256},
		{100, 80, 256, 100, 80},
		{1920, 1080, 320, 320, 180},
		{1001, 1, 100, 100, 0},
	} {
		if w, h := Fit(c.w, c.h, c.max); w != c.ww || h != c.wh {
			t.Errorf("Fit(%d, %d, %d) = %d, %d; want %d, %d", c.w, c.h, c.max, w, h, c.ww, c.wh)
		}
	}
}
