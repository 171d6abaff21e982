// Package rate formats transfer rates.
package rate

import (
	"fmt"
	"time"

	"example.com/unitfmt/bytesize"
)

// Format returns the rate of n bytes moved in d, like "1.5 MiB/s".
func Format(n int64, d time.Duration) string {
	if d <= 0 {
		return "-"
	}
	perSec := float64(n) / d.Seconds()
	return fmt.Sprintf("%s/s", bytesize.Format(int64(perSec)))
}
