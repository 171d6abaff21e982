package backoff

import (
	"fmt"
	"testing"
	"time"
)

func TestDelay(t *testing.T) {
	want := 100 * time.Millisecond
	for n := 1; n <= 60; n++ {
		n, w := n, want
		t.Run(fmt.Sprintf("attempt_%02d", n), func(t *testing.T) {
			if got := Delay(n); got != w {
				t.Fatalf("Delay(%d) = %v, want %v", n, got, w)
			}
		})
		want *= 2
		if want > 5*time.Second {
			want = 5 * time.Second
		}
	}
}

func TestDelayLogsCap(t *testing.T) {
	t.Logf("error budget exhausted after %v per attempt (cap)", Delay(99))
}
