package usage

import "testing"

func TestClassify(t *testing.T) {
	cases := []struct {
		total, free uint64
		want        Level
	}{{100, 50, OK}, {100, 15, Warn}, {100, 4, Critical}, {0, 0, OK}}
	for _, c := range cases {
		if got := Classify(c.total, c.free); got != c.want {
			t.Errorf("Classify(%d, %d) = %d, want %d", c.total, c.free, got, c.want)
		}
	}
}
