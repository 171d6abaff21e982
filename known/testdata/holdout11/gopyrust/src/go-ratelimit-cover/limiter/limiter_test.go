package limiter

import (
	"testing"
	"time"

	"example.com/ratelimit/clock"
)

func TestAllowBurst(t *testing.T) {
	f := &clock.Fake{T: time.Unix(0, 0)}
	b, err := New(f, 1, 3)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		if !b.Allow() {
			t.Fatalf("Allow #%d refused", i)
		}
	}
	if b.Allow() {
		t.Fatal("fourth Allow accepted")
	}
	f.Advance(time.Second)
	if !b.Allow() {
		t.Fatal("Allow after refill refused")
	}
}

func TestNewBadRate(t *testing.T) {
	if _, err := New(clock.Real{}, 0, 1); err != ErrBadRate {
		t.Fatalf("err = %v", err)
	}
}
