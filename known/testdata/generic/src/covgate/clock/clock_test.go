package clock

import (
	"testing"
	"time"
)

func TestFakeAdvance(t *testing.T) {
	f := &Fake{}
	f.Advance(time.Second)
	if f.Now() != (time.Time{}).Add(time.Second) {
		t.Fatal(f.Now())
	}
}
