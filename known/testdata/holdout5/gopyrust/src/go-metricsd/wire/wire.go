// Package wire parses the line protocol: "series value unix_millis".
package wire

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Point is one parsed line.
type Point struct {
	Series string
	Value  float64
	At     time.Time
}

// Parse reads one line of the protocol.
func Parse(line string) (Point, error) {
	f := strings.Fields(line)
	if len(f) != 3 {
		return Point{}, fmt.Errorf("want 3 fields, got %d", len(f))
	}
	v, err := strconv.ParseFloat(f[1], 64)
	if err != nil {
		return Point{}, fmt.Errorf("value: %w", err)
	}
	ms, err := strconv.ParseInt(f[2], 10, 64)
	if err != nil {
		return Point{}, fmt.Errorf("timestamp: %w", err)
	}
	return Point{Series: f[0], Value: v, At: time.UnixMilli(ms).UTC()}, nil
}
