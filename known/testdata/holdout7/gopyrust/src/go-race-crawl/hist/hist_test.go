package hist

import (
	"sync"
	"testing"
	"time"
)

func TestBuckets(t *testing.T) {
	var h Histogram
	for _, d := range []time.Duration{time.Millisecond, 5 * time.Millisecond, 6 * time.Millisecond, 3 * time.Second} {
		h.Observe(d)
	}
	c, total := h.Counts()
	if c != [6]int{2, 1, 0, 0, 0, 1} || total != 4 {
		t.Errorf("Counts() = %v, %d", c, total)
	}
	if h.Max() != 3*time.Second {
		t.Errorf("Max() = %v", h.Max())
	}
}

func TestConcurrentObserve(t *testing.T) {
	var h Histogram
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 100; i++ {
				h.Observe(time.Duration(g*100+i) * time.Millisecond)
			}
		}(g)
	}
	wg.Wait()
	if _, total := h.Counts(); total != 400 {
		t.Errorf("total = %d, want 400", total)
	}
}
