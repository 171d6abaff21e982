// Package pool keeps idle connections for reuse.
package pool

import (
	"errors"
	"sync"
)

var ErrClosed = errors.New("pool: closed")

// Conn is anything that can be closed.
type Conn interface{ Close() error }

// Pool hands out idle connections or dials new ones.
type Pool struct {
	mu     sync.Mutex
	idle   []Conn
	dial   func() (Conn, error)
	closed bool
	max    int
}

func New(max int, dial func() (Conn, error)) *Pool {
	return &Pool{dial: dial, max: max}
}

// Get returns an idle connection or a new one.
func (p *Pool) Get() (Conn, error) {
	if p.closed {
		return nil, ErrClosed
	}
	p.mu.Lock()
	if n := len(p.idle); n > 0 {
		c := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return c, nil
	}
	p.mu.Unlock()
	return p.dial()
}

// Put returns c to the pool, closing it when the pool is full or closed.
func (p *Pool) Put(c Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed || len(p.idle) >= p.max {
		c.Close()
		return
	}
	p.idle = append(p.idle, c)
}

// Close closes every idle connection; later Gets fail.
func (p *Pool) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	for _, c := range p.idle {
		c.Close()
	}
	p.idle = nil
}
