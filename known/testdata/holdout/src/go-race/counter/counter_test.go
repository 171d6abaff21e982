package counter

import (
	"sync"
	"testing"
)

func TestIncSerial(t *testing.T) {
	c := New()
	c.Inc("a")
	c.Inc("a")
	if got := c.Get("a"); got != 2 {
		t.Fatalf("got %d", got)
	}
}

func TestConcurrent(t *testing.T) {
	c := New()
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(2)
		go func() { defer wg.Done(); c.Inc("k") }()
		go func() { defer wg.Done(); _ = c.Get("k") }()
	}
	wg.Wait()
	if got := c.Get("k"); got != 4 {
		t.Errorf("got %d, want 4", got)
	}
}
