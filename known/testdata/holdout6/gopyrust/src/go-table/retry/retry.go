// Package retry computes exponential backoff delays.
package retry

import (
	"errors"
	"time"
)

// ErrExhausted is returned when no attempts are left.
var ErrExhausted = errors.New("retry: attempts exhausted")

// Policy describes a capped exponential backoff.
type Policy struct {
	Base     time.Duration
	Max      time.Duration
	Attempts int
}

// Delay returns the wait before attempt n (0-based).
func (p Policy) Delay(n int) (time.Duration, error) {
	if n >= p.Attempts {
		return 0, ErrExhausted
	}
	d := p.Base << n
	if d > p.Max || d <= 0 {
		d = p.Max
	}
	return d, nil
}
