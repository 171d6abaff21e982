package counter

import "sync"

type Counter struct {
	mu sync.Mutex
	n  map[string]int
}

func New() *Counter { return &Counter{n: map[string]int{}} }

func (c *Counter) Inc(k string) {
	c.mu.Lock()
	c.n[k]++
	c.mu.Unlock()
}

// Get forgets the lock.
func (c *Counter) Get(k string) int { return c.n[k] }
