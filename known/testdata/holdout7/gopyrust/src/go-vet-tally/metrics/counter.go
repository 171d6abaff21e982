// Package metrics keeps named counters.
package metrics

import (
	"sort"
	"sync"
)

// Counter is a named, concurrency-safe counter.
type Counter struct {
	mu   sync.Mutex
	Name string
	n    int64
}

// Add adds d to the counter.
func (c *Counter) Add(d int64) {
	c.mu.Lock()
	c.n += d
	c.mu.Unlock()
}

// Value returns the current count.
func (c *Counter) Value() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n
}

// Registry holds counters by name.
type Registry struct {
	mu       sync.Mutex
	counters []Counter
}

// Get returns the counter called name, creating it.
func (r *Registry) Get(name string) *Counter {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i := range r.counters {
		if r.counters[i].Name == name {
			return &r.counters[i]
		}
	}
	r.counters = append(r.counters, Counter{Name: name})
	return &r.counters[len(r.counters)-1]
}

// Names returns the counter names in order.
func (r *Registry) Names() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var names []string
	for _, c := range r.counters {
		names = append(names, c.Name)
	}
	sort.Strings(names)
	return names
}

// Snapshot returns a copy of one counter.
func (r *Registry) Snapshot(name string) Counter {
	c := r.Get(name)
	return *c
}
