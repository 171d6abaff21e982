// Package stats summarises request latencies.
package stats

import "sort"

type Summary struct {
	Count      int
	MeanMs     int
	P50, P95Ms int
}

func Summarise(ms []int) Summary {
	sorted := append([]int(nil), ms...)
	sort.Ints(sorted)
	total := 0
	for _, v := range sorted {
		total += v
	}
	s := Summary{Count: len(sorted)}
	s.MeanMs = total / len(sorted) // empty input: integer divide by zero
	s.P50 = sorted[len(sorted)/2]
	s.P95Ms = sorted[len(sorted)*95/100]
	return s
}

// Rate is requests per second over a window of the given milliseconds.
func Rate(n, windowMs int) float64 {
	if windowMs == 0 {
		return 0
	}
	return float64(n) * 1000 / float64(windowMs)
}
