// Package backoff computes retry delays.
package backoff

import "time"

// Delay is the wait before attempt n (n >= 1): 100ms doubled each time, capped at 5s.
func Delay(n int) time.Duration {
	d := 100 * time.Millisecond
	for i := 1; i < n; i++ {
		d *= 2
		if d >= 5*time.Second {
			return 5 * time.Second
		}
	}
	return d
}
