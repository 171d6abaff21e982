package retry

import (
	"testing"
	"time"
)

var p = Policy{Base: 100 * time.Millisecond, Max: 2 * time.Second}

func TestDelay(t *testing.T) {
	for _, c := range []struct {
		n    int
		want time.Duration
	}{{1, 100 * time.Millisecond}, {2, 200 * time.Millisecond}, {3, 400 * time.Millisecond}, {6, 2 * time.Second}} {
		if got := p.Delay(c.n); got != c.want {
			t.Errorf("Delay(%d) = %v, want %v", c.n, got, c.want)
		}
	}
}
