package resize

import "testing"

func TestFit(t *testing.T) {
	cases := []struct{ w, h, max, ww, wh int }{
		{100, 50, 200, 100, 50},
		{400, 200, 200, 200, 100},
		{200, 400, 100, 50, 100},
		{333, 1000, 100, 34, 100},
	}
	for _, c := range cases {
		if gw, gh := Fit(c.w, c.h, c.max); gw != c.ww || gh != c.wh {
			t.Errorf("Fit(%d, %d, %d) = %dx%d, want %dx%d (rounded)", c.w, c.h, c.max, gw, gh, c.ww, c.wh)
		}
	}
}
