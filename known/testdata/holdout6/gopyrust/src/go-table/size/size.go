// Package size parses human-readable byte sizes such as "10MB" or "1.5KiB".
package size

import (
	"fmt"
	"strconv"
	"strings"
)

var units = []struct {
	suffix string
	mult   float64
}{
	{"KiB", 1 << 10},
	{"MiB", 1 << 20},
	{"GiB", 1 << 30},
	{"TiB", 1 << 40},
	{"kB", 1e3},
	{"KB", 1e3},
	{"MB", 1e6},
	{"GB", 1e9},
	{"TB", 1e12},
	{"B", 1},
}

// Parse returns the number of bytes in s.
func Parse(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, fmt.Errorf("size: empty string")
	}
	for _, u := range units {
		if strings.HasSuffix(s, u.suffix) {
			num := strings.TrimSpace(strings.TrimSuffix(s, u.suffix))
			f, err := strconv.ParseFloat(num, 64)
			if err != nil {
				return 0, fmt.Errorf("size: bad number %q: %w", num, err)
			}
			if f < 0 {
				return 0, fmt.Errorf("size: negative size %q", s)
			}
			return int64(f * u.mult), nil
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("size: unknown unit in %q", s)
	}
	return n, nil
}

// Format renders n with the largest binary unit that keeps the value at or above 1.
func Format(n int64) string {
	switch {
	case n >= 1<<40:
		return strconv.FormatFloat(float64(n)/(1<<40), 'f', -1, 64) + "TiB"
	case n >= 1<<30:
		return strconv.FormatFloat(float64(n)/(1<<30), 'f', -1, 64) + "GiB"
	case n >= 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', -1, 64) + "MiB"
	case n >= 1<<10:
		return strconv.FormatFloat(float64(n)/(1<<10), 'f', -1, 64) + "KiB"
	}
	return strconv.FormatInt(n, 10) + "B"
}
