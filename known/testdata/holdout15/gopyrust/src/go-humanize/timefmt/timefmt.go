// Package timefmt prints durations the way people say them.
package timefmt

import (
	"fmt"
	"time"
)

// Short renders d as "45s", "3m05s", "2h10m" or "3d4h", rounded to the nearest unit shown.
func Short(d time.Duration) string {
	switch {
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d.Round(time.Second)/time.Second))
	case d < time.Hour:
		m := int(d / time.Minute)
		s := int((d % time.Minute).Round(time.Second) / time.Second)
		return fmt.Sprintf("%dm%02ds", m, s)
	case d < 24*time.Hour:
		d = d.Round(time.Minute)
		return fmt.Sprintf("%dh%02dm", int(d/time.Hour), int(d%time.Hour/time.Minute))
	default:
		d = d.Round(time.Hour)
		return fmt.Sprintf("%dd%dh", int(d/(24*time.Hour)), int(d%(24*time.Hour)/time.Hour))
	}
}
