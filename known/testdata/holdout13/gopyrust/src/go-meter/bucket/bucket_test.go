package bucket

import (
	"testing"
	"time"
)

var t0 = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

func TestBurst(t *testing.T) {
	b := New(3, time.Second, t0)
	for i := 0; i < 3; i++ {
		if !b.Allow(t0) {
			t.Fatalf("request %d refused", i)
		}
	}
	if b.Allow(t0) {
		t.Error("fourth request allowed")
	}
}

func TestRefillKeepsRemainder(t *testing.T) {
	b := New(2, time.Second, t0)
	b.Allow(t0)
	b.Allow(t0)
	at := t0
	allowed := 0
	for i := 0; i < 10; i++ {
		at = at.Add(1500 * time.Millisecond)
		for j := 0; j < 2; j++ {
			if b.Allow(at) {
				allowed++
			}
		}
	}
	if allowed != 15 {
		t.Errorf("allowed %d requests in 15s at 1 token/s, want 15", allowed)
	}
}
