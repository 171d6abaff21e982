package retry

import (
	"errors"
	"fmt"
	"testing"
	"time"
)

func TestDelay(t *testing.T) {
	p := Policy{Base: 100 * time.Millisecond, Max: 5 * time.Second, Attempts: 8}
	want := []time.Duration{
		100 * time.Millisecond, 200 * time.Millisecond, 400 * time.Millisecond,
		800 * time.Millisecond, 1600 * time.Millisecond, 3200 * time.Millisecond,
		5 * time.Second, 5 * time.Second,
	}
	for n, w := range want {
		t.Run(fmt.Sprintf("attempt_%d", n), func(t *testing.T) {
			got, err := p.Delay(n)
			if err != nil {
				t.Fatalf("Delay(%d): %v", n, err)
			}
			if got != w {
				t.Errorf("Delay(%d) = %v, want %v", n, got, w)
			}
		})
	}
}

func TestDelayExhausted(t *testing.T) {
	p := Policy{Base: time.Second, Max: time.Minute, Attempts: 3}
	for _, n := range []int{3, 4, 100} {
		t.Run(fmt.Sprintf("attempt_%d", n), func(t *testing.T) {
			_, err := p.Delay(n)
			if !errors.Is(err, ErrExhausted) {
				t.Errorf("Delay(%d) error = %v, want ErrExhausted", n, err)
			}
			t.Logf("error: %v", err)
		})
	}
}

func TestDelayOverflow(t *testing.T) {
	p := Policy{Base: time.Hour, Max: 24 * time.Hour, Attempts: 100}
	for _, n := range []int{20, 40, 62, 63, 70} {
		t.Run(fmt.Sprintf("attempt_%d", n), func(t *testing.T) {
			got, err := p.Delay(n)
			if err != nil {
				t.Fatal(err)
			}
			if got != p.Max {
				t.Errorf("Delay(%d) = %v, want the cap %v", n, got, p.Max)
			}
		})
	}
}
