package rate

import (
	"testing"
	"time"
)

func TestPerSecond(t *testing.T) {
	if got := PerSecond(3000, 2*time.Second); got != "1.5 KiB/s" {
		t.Errorf("PerSecond = %q", got)
	}
	if got := PerSecond(10, 0); got != "-" {
		t.Errorf("PerSecond(10, 0) = %q", got)
	}
}
