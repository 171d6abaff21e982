package backoff

import (
	"testing"
	"time"
)

func TestDelay(t *testing.T) {
	if got := Delay(3, 100*time.Millisecond, 5*time.Second); got != 800*time.Millisecond {
		t.Errorf("Delay(3) = %v", got)
	}
	if got := Delay(40, time.Second, 30*time.Second); got != 30*time.Second {
		t.Errorf("Delay(40) = %v", got)
	}
}
