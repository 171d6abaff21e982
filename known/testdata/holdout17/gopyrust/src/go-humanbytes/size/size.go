// Package size formats byte counts for people.
package size

import "fmt"

var units = []string{"B", "KiB", "MiB", "GiB", "TiB"}

// Format renders n bytes with one decimal in the largest unit that keeps the value >= 1.
func Format(n int64) string {
	f := float64(n)
	i := 0
	for f > 1024 && i < len(units)-1 {
		f /= 1024
		i++
	}
	if i == 0 {
		return fmt.Sprintf("%d B", n)
	}
	return fmt.Sprintf("%.1f %s", f, units[i])
}
