// Package quantile computes latency percentiles.
package quantile

import (
	"math"
	"sort"
	"time"
)

// Of returns the q-quantile (0..1) of samples by nearest rank; 0 for no samples.
func Of(samples []time.Duration, q float64) time.Duration {
	if len(samples) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), samples...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	k := int(math.Ceil(q*float64(len(s)))) - 1
	if k < 0 {
		k = 0
	}
	return s[k]
}

// Summary is the usual set of percentiles.
type Summary struct{ P50, P90, P99, Max time.Duration }

// Summarize computes p50, p90, p99 and the maximum.
func Summarize(samples []time.Duration) Summary {
	return Summary{Of(samples, 0.5), Of(samples, 0.9), Of(samples, 0.99), Of(samples, 1)}
}
