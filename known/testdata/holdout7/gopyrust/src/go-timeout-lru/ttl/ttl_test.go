package ttl

import (
	"testing"
	"time"
)

func TestJittered(t *testing.T) {
	cases := []struct {
		d       time.Duration
		frac, r float64
		want    time.Duration
	}{
		{time.Minute, 0.1, 0, time.Minute},
		{time.Minute, 0.1, 0.5, 57 * time.Second},
		{time.Hour, 0.5, 0.999, 30*time.Minute + 1800*time.Millisecond},
	}
	for _, c := range cases {
		if got := Jittered(c.d, c.frac, c.r); got != c.want {
			t.Errorf("Jittered(%v, %v, %v) = %v, want %v", c.d, c.frac, c.r, got, c.want)
		}
	}
}

func TestExpired(t *testing.T) {
	now := time.Date(2024, 5, 6, 7, 8, 9, 0, time.UTC)
	if !Expired(now.Add(-2*time.Minute), time.Minute, now) {
		t.Error("two minutes old with a one-minute ttl is not expired")
	}
	if Expired(now, time.Minute, now) {
		t.Error("fresh entry expired")
	}
}
