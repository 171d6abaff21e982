// Package retry computes backoff delays.
package retry

import "time"

// Policy is an exponential backoff.
type Policy struct {
	Base time.Duration
	Max  time.Duration
}

// Delay is the wait before attempt n (1-based): Base, 2*Base, 4*Base, ... capped at Max.
func (p Policy) Delay(n int) time.Duration {
	d := p.Base << n
	if d > p.Max {
		d = p.Max
	}
	return d
}

// Attempts returns how many attempts fit in budget.
func (p Policy) Attempts(budget time.Duration) int {
	n := 0
	for total := time.Duration(0); ; {
		total += p.Delay(n + 1)
		if total > budget {
			return n
		}
		n++
	}
}
