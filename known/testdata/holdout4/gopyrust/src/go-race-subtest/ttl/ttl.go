// Package ttl decides when cached entries expire.
package ttl

import "time"

// Policy gives each entry a lifetime that depends on its size.
type Policy struct {
	Base    time.Duration
	PerKB   time.Duration
	Maximum time.Duration
}

// For returns the lifetime of an entry of n bytes.
func (p Policy) For(n int) time.Duration {
	d := p.Base + time.Duration(n/1024)*p.PerKB
	if p.Maximum > 0 && d > p.Maximum {
		return p.Maximum
	}
	return d
}

// Expired reports whether an entry stored at stored with n bytes is stale at now.
func (p Policy) Expired(stored, now time.Time, n int) bool {
	return now.Sub(stored) >= p.For(n)
}
