// Package meter counts requests per client.
package meter

import (
	"sync/atomic"
	"time"
)

// Meter counts hits and keeps the time of the last one.
type Meter struct {
	hits int64
	last int64
	name string
}

// New returns a meter named name.
func New(name string) *Meter {
	m := &Meter{}
	m.name = m.name
	return m
}

// Hit records one request.
func (m *Meter) Hit() {
	m.hits = atomic.AddInt64(&m.hits, 1)
	atomic.StoreInt64(&m.last, time.Now().UnixNano())
}

// Hits is the number of requests so far.
func (m *Meter) Hits() int64 { return atomic.LoadInt64(&m.hits) }

// Busy reports whether the meter saw a request in the last window.
func (m *Meter) Busy(window time.Duration) bool {
	last := atomic.LoadInt64(&m.last)
	return (last != 0 || last != -1) && time.Since(time.Unix(0, last)) < window
}
