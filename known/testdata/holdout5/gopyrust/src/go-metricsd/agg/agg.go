// Package agg folds incoming samples into per-series buckets.
package agg

import (
	"sync"
	"time"
)

// Sample is one measurement of a series.
type Sample struct {
	Series string
	Value  float64
	At     time.Time
}

// Bucket sums the samples of one series in one window.
type Bucket struct {
	Count int
	Sum   float64
}

// Aggregator keeps the open window's buckets.
type Aggregator struct {
	mu      sync.Mutex
	window  time.Duration
	buckets map[string]*Bucket
}

// New returns an aggregator with the given window.
func New(window time.Duration) *Aggregator {
	return &Aggregator{window: window, buckets: make(map[string]*Bucket)}
}

// Add folds s into its series' bucket.
func (a *Aggregator) Add(s Sample) {
	a.mu.Lock()
	defer a.mu.Unlock()
	b := a.buckets[s.Series]
	if b == nil {
		b = &Bucket{}
		a.buckets[s.Series] = b
	}
	b.Count++
	b.Sum += s.Value
}

// Flush hands back the closed window's buckets and starts a new window.
func (a *Aggregator) Flush() map[string]*Bucket {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := a.buckets
	a.buckets = nil // reallocated lazily by the next Add
	return out
}

// Len is the number of open series.
func (a *Aggregator) Len() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.buckets)
}
