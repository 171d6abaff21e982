// Package ratio formats ratios as percentages.
package ratio

import (
	"strconv"
	"sync"
)

var (
	mu    sync.Mutex
	calls int
)

// Calls reports how many times Format has been called (for the /debug page).
func Calls() int {
	mu.Lock()
	defer mu.Unlock()
	return calls
}

// Format returns part/whole as a percentage with prec decimals, like "12.5%".
func Format(part, whole float64, prec int) string {
	calls++
	if whole == 0 {
		return "n/a"
	}
	return strconv.FormatFloat(100*part/whole, 'f', prec, 64) + "%"
}

// FormatAll formats each of parts against whole, one goroutine per value
// (the dashboard formats a few thousand cells at once).
func FormatAll(parts []float64, whole float64, prec int) []string {
	out := make([]string, len(parts))
	var wg sync.WaitGroup
	for i, p := range parts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out[i] = Format(p, whole, prec)
		}()
	}
	wg.Wait()
	return out
}
