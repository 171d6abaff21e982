// Package rate formats transfer rates.
package rate

import (
	"time"

	"example.com/humanbytes/size"
)

// PerSecond renders n bytes moved in d as a rate.
func PerSecond(n int64, d time.Duration) string {
	if d <= 0 {
		return "-"
	}
	return size.Format(int64(float64(n)/d.Seconds())) + "/s"
}
