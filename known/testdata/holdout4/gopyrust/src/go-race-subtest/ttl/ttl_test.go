package ttl

import (
	"testing"
	"time"
)

func TestFor(t *testing.T) {
	p := Policy{Base: time.Minute, PerKB: time.Second, Maximum: 2 * time.Minute}
	for n, want := range map[int]time.Duration{
		0:       time.Minute,
		1023:    time.Minute,
		2048:    time.Minute + 2*time.Second,
		1 << 20: 2 * time.Minute,
	} {
		if got := p.For(n); got != want {
			t.Errorf("For(%d) = %v, want %v", n, got, want)
		}
	}
}

func TestExpired(t *testing.T) {
	p := Policy{Base: time.Minute}
	t0 := time.Date(2024, 5, 6, 7, 0, 0, 0, time.UTC)
	if p.Expired(t0, t0.Add(59*time.Second), 10) {
		t.Error("expired after 59s")
	}
	if !p.Expired(t0, t0.Add(time.Minute), 10) {
		t.Error("not expired after 60s")
	}
}
