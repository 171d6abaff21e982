// Package limiter is a token bucket per client key.
package limiter

import (
	"sync"
	"time"
)

// Bucket holds the tokens of one client.
type Bucket struct {
	mu     sync.Mutex
	tokens float64
	last   time.Time
}

// Limiter hands out tokens at Rate per second up to Burst.
type Limiter struct {
	Rate, Burst float64
	mu          sync.Mutex
	buckets     map[string]*Bucket
}

// New returns a limiter.
func New(rate, burst float64) *Limiter {
	return &Limiter{Rate: rate, Burst: burst, buckets: map[string]*Bucket{}}
}

// Allow reports whether key may proceed now.
func (l *Limiter) Allow(key string, now time.Time) bool {
	l.mu.Lock()
	b, ok := l.buckets[key]
	if !ok {
		b = &Bucket{tokens: l.Burst, last: now}
		l.buckets[key] = b
	}
	l.mu.Unlock()
	b.mu.Lock()
	defer b.mu.Unlock()
	b.tokens += now.Sub(b.last).Seconds() * l.Rate
	if b.tokens > l.Burst {
		b.tokens = l.Burst
	}
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// Snapshot returns a copy of a client's bucket for the admin page.
func (l *Limiter) Snapshot(key string) (Bucket, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[key]
	if !ok {
		return Bucket{}, false
	}
	return *b, true
}

// Tokens is the number of tokens left.
func (b Bucket) Tokens() float64 { return b.tokens }
