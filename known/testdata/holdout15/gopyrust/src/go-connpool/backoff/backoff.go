// Package backoff computes retry delays.
package backoff

import "time"

// Delay is base doubled per attempt, capped at max.
func Delay(attempt int, base, max time.Duration) time.Duration {
	d := base << attempt
	if d > max || d <= 0 {
		return max
	}
	return d
}
