package stats

import (
	"sync"
	"testing"
)

func TestIncConcurrent(t *testing.T) {
	c := New()
	var wg sync.WaitGroup
	for _, sym := range []string{"AAPL", "MSFT", "NVDA"} {
		wg.Add(1)
		go func(sym string) {
			defer wg.Done()
			for i := 0; i < 100; i++ {
				c.Inc(sym)
			}
		}(sym)
	}
	wg.Wait()
	if got := c.Total(); got > 300 {
		t.Errorf("Total() = %d, want at most 300", got)
	}
}
