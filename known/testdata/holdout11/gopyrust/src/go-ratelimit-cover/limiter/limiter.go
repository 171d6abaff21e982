// Package limiter is a token bucket.
package limiter

import (
	"errors"
	"time"

	"example.com/ratelimit/clock"
)

// ErrBadRate is returned for a non-positive rate or burst.
var ErrBadRate = errors.New("limiter: rate and burst must be positive")

// Bucket refills rate tokens per second up to burst.
type Bucket struct {
	c      clock.Clock
	rate   float64
	burst  float64
	tokens float64
	last   time.Time
}

// New returns a full bucket.
func New(c clock.Clock, rate float64, burst int) (*Bucket, error) {
	if rate <= 0 || burst <= 0 {
		return nil, ErrBadRate
	}
	return &Bucket{c: c, rate: rate, burst: float64(burst), tokens: float64(burst), last: c.Now()}, nil
}

func (b *Bucket) refill() {
	now := b.c.Now()
	b.tokens += now.Sub(b.last).Seconds() * b.rate
	if b.tokens > b.burst {
		b.tokens = b.burst
	}
	b.last = now
}

// Allow takes one token if there is one.
func (b *Bucket) Allow() bool {
	b.refill()
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// Wait returns how long until a token is available.
func (b *Bucket) Wait() time.Duration {
	b.refill()
	if b.tokens >= 1 {
		return 0
	}
	return time.Duration((1 - b.tokens) / b.rate * float64(time.Second))
}

// Reserve takes n tokens, or none, and reports whether it could.
func (b *Bucket) Reserve(n int) bool {
	b.refill()
	if float64(n) > b.tokens {
		return false
	}
	b.tokens -= float64(n)
	return true
}

// SetRate changes the refill rate.
func (b *Bucket) SetRate(rate float64) error {
	if rate <= 0 {
		return ErrBadRate
	}
	b.refill()
	b.rate = rate
	return nil
}
