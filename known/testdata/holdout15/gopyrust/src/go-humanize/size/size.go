// Package size prints byte counts in binary units.
package size

import "fmt"

var units = []string{"B", "KiB", "MiB", "GiB", "TiB"}

// IEC renders n bytes with one decimal above 1 KiB.
func IEC(n int64) string {
	if n < 1024 {
		return fmt.Sprintf("%d B", n)
	}
	f := float64(n)
	i := 0
	for f >= 1024 && i < len(units)-1 {
		f /= 1024
		i++
	}
	return fmt.Sprintf("%.1f %s", f, units[i])
}
