// Package store keeps flushed buckets in a ring per series.
package store

import "sync"

// Ring holds the last N values of each series.
type Ring struct {
	mu   sync.RWMutex
	size int
	data map[string][]float64
}

// NewRing makes a ring of size values per series.
func NewRing(size int) *Ring { return &Ring{size: size, data: map[string][]float64{}} }

// Push appends v to series, dropping the oldest value when full.
func (r *Ring) Push(series string, v float64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	d := append(r.data[series], v)
	if len(d) > r.size {
		d = d[len(d)-r.size:]
	}
	r.data[series] = d
}

// Last returns a copy of the stored values of series.
func (r *Ring) Last(series string) []float64 {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return append([]float64(nil), r.data[series]...)
}
