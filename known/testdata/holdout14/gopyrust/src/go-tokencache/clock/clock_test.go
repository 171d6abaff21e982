package clock

import (
	"testing"
	"time"
)

func TestFakeAdvance(t *testing.T) {
	f := &Fake{T: time.Unix(0, 0)}
	f.Advance(90 * time.Second)
	if got := f.Now().Unix(); got != 90 {
		t.Fatalf("Now() = %d, want 90", got)
	}
}
