package clock

import (
	"testing"
	"time"
)

func TestFakeAdvance(t *testing.T) {
	f := &Fake{T: time.Unix(0, 0)}
	f.Advance(time.Second)
	if f.Now().Unix() != 1 {
		t.Fatalf("Now = %v", f.Now())
	}
}
