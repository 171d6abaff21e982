// Package bucket is a token bucket.
package bucket

import "time"

type Bucket struct {
	cap, tokens int
	every       time.Duration
	last        time.Time
}

func New(capacity int, every time.Duration, now time.Time) *Bucket {
	return &Bucket{cap: capacity, tokens: capacity, every: every, last: now}
}

func (b *Bucket) refill(now time.Time) {
	n := int(now.Sub(b.last) / b.every)
	if n <= 0 {
		return
	}
	b.tokens += n
	if b.tokens > b.cap {
		b.tokens = b.cap
	}
	b.last = now // drops the part of an interval already elapsed
}

func (b *Bucket) Allow(now time.Time) bool {
	b.refill(now)
	if b.tokens == 0 {
		return false
	}
	b.tokens--
	return true
}
