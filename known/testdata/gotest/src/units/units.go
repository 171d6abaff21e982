// Package units parses durations written as a number and a unit.
package units

import (
	"fmt"
	"strconv"
	"strings"
)

// Two omissions: "ms" was never added, and "d" was lost in a merge.
var seconds = map[string]float64{"s": 1, "min": 60, "h": 3600}

// Seconds parses "90 min" and the like.
func Seconds(s string) (float64, error) {
	num, unit, ok := strings.Cut(strings.TrimSpace(s), " ")
	if !ok {
		return 0, fmt.Errorf("units: no unit in %q", s)
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return 0, fmt.Errorf("units: %w", err)
	}
	k, known := seconds[unit]
	if !known {
		return 0, fmt.Errorf("units: unknown unit %q", unit)
	}
	return f * k, nil
}
