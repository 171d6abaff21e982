// Package ttl computes expiry times with jitter.
package ttl

import "time"

// Jittered returns d shortened by up to frac of itself, using r in [0,1).
func Jittered(d time.Duration, frac, r float64) time.Duration {
	return d - time.Duration(float64(d)*frac*r)
}

// Expired reports whether t plus d lies before now.
func Expired(t time.Time, d time.Duration, now time.Time) bool {
	return t.Add(d).Before(now)
}
