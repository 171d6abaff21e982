// Package length formats lengths for display.
package length

import "fmt"

// Human formats metres with a sensible unit.
func Human(m float64) string {
	switch {
	case m >= 1000:
		return fmt.Sprintf("%.1f km", m/1000)
	case m >= 1:
		return fmt.Sprintf("%.1f m", m)
	case m >= 0.01:
		return fmt.Sprintf("%.0f cm", m*100)
	default:
		return fmt.Sprintf("%.0f mm", m*1000)
	}
}
