// Package bytesize formats byte counts with IEC units.
package bytesize

import "fmt"

var units = []string{"B", "KiB", "MiB", "GiB", "TiB", "PiB"}

// Format returns n as a human-readable IEC size, one decimal above bytes.
func Format(n int64) string {
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
