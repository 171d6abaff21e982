package deliver

import (
	"context"
	"time"
)

// Backoff returns the wait before retry n (1-based): 1s, 2s, 4s ... capped at max.
func Backoff(n int, max time.Duration) time.Duration {
	d := time.Second << (n - 1)
	if d <= 0 || d > max {
		return max
	}
	return d
}

// WithRetry delivers until success or tries attempts.
func (c *Client) WithRetry(ctx context.Context, id, url string, body []byte, tries int) []Attempt {
	var out []Attempt
	for n := 1; n <= tries; n++ {
		a := c.Deliver(ctx, id, url, body)
		out = append(out, a)
		if a.Err == nil {
			break
		}
		select {
		case <-ctx.Done():
			return out
		case <-time.After(Backoff(n, time.Minute)):
		}
	}
	return out
}
