// Package stats counts events.
package stats

// Counter counts; the bug: the map is written from two goroutines.
type Counter struct{ seen map[string]int }

// New returns an empty counter.
func New() *Counter { return &Counter{seen: map[string]int{}} }

// Add counts one event of kind k.
func (c *Counter) Add(k string) { c.seen[k]++ }

// Count is how many events of kind k were counted.
func (c *Counter) Count(k string) int { return c.seen[k] }
