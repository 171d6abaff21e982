// Package hist keeps a latency histogram with fixed buckets.
package hist

import (
	"sync"
	"time"
)

// Bounds are the upper bounds of the buckets; the last bucket is unbounded.
var Bounds = []time.Duration{
	5 * time.Millisecond, 25 * time.Millisecond, 100 * time.Millisecond, 500 * time.Millisecond, 2 * time.Second,
}

// Histogram counts observations per bucket.
type Histogram struct {
	mu     sync.Mutex
	counts [6]int
	total  int
	max    time.Duration
}

// Observe records one latency.
func (h *Histogram) Observe(d time.Duration) {
	i := 0
	for i < len(Bounds) && d > Bounds[i] {
		i++
	}
	h.mu.Lock()
	h.counts[i]++
	h.total++
	h.mu.Unlock()
	if d > h.max {
		h.max = d
	}
}

// Max returns the largest latency seen.
func (h *Histogram) Max() time.Duration {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.max
}

// Counts returns a copy of the bucket counts and the total.
func (h *Histogram) Counts() ([6]int, int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.counts, h.total
}
