// Package ring keeps the last N latency samples.
package ring

import "time"

// Buffer is a fixed-size ring of durations.
type Buffer struct {
	buf  []time.Duration
	next int
	full bool
}

// New returns a buffer holding n samples.
func New(n int) *Buffer { return &Buffer{buf: make([]time.Duration, n)} }

// Add stores d, dropping the oldest sample when full.
func (b *Buffer) Add(d time.Duration) {
	b.buf[b.next] = d
	b.next = (b.next + 1) % len(b.buf)
	if b.next == 0 {
		b.full = true
	}
}

// Len is the number of samples held.
func (b *Buffer) Len() int {
	if b.full {
		return len(b.buf)
	}
	return b.next
}

// Snapshot copies the samples, oldest first.
func (b *Buffer) Snapshot() []time.Duration {
	if !b.full {
		return append([]time.Duration(nil), b.buf[:b.next]...)
	}
	out := make([]time.Duration, 0, len(b.buf))
	out = append(out, b.buf[b.next:]...)
	return append(out, b.buf[:b.next]...)
}
