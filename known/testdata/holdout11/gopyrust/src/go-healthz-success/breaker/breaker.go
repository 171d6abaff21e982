// Package breaker is a small circuit breaker.
package breaker

import (
	"errors"
	"sync"
)

// ErrOpen is returned while the breaker is open.
var ErrOpen = errors.New("breaker: open")

// Breaker opens after Threshold consecutive failures.
type Breaker struct {
	mu        sync.Mutex
	Threshold int
	fails     int
	Logf      func(string, ...any)
}

// Do runs op unless the breaker is open.
func (b *Breaker) Do(op func() error) error {
	b.mu.Lock()
	if b.fails >= b.Threshold {
		b.mu.Unlock()
		return ErrOpen
	}
	b.mu.Unlock()
	err := op()
	b.mu.Lock()
	defer b.mu.Unlock()
	if err != nil {
		b.fails++
		if b.Logf != nil {
			b.Logf("WARNING: failure %d/%d: %v", b.fails, b.Threshold, err)
		}
		return err
	}
	b.fails = 0
	return nil
}

// Reset closes the breaker.
func (b *Breaker) Reset() {
	b.mu.Lock()
	b.fails = 0
	b.mu.Unlock()
}
