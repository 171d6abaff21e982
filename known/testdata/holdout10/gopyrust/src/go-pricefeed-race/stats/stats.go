// Package stats keeps running counters for the feed.
package stats

import "sync"

// Counters counts updates per symbol.
type Counters struct {
	mu      sync.Mutex
	total   int
	updates map[string]int
}

// New returns empty counters.
func New() *Counters { return &Counters{updates: map[string]int{}} }

// Inc counts one update of sym.
func (c *Counters) Inc(sym string) {
	c.mu.Lock()
	c.updates[sym]++
	c.mu.Unlock()
	c.total++
}

// Total is the number of updates counted.
func (c *Counters) Total() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.total
}
