// Package quantity parses "<number> <unit>" strings into SI values.
package quantity

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Q is a value in SI base units with the unit's dimension.
type Q struct {
	Value float64
	Dim   string
}

var units = map[string]struct {
	factor float64
	dim    string
}{
	"m": {1, "length"}, "km": {1000, "length"}, "cm": {0.01, "length"}, "mm": {0.001, "length"},
	"mi": {1609.344, "length"}, "ft": {0.3048, "length"}, "in": {0.0254, "length"},
	"g": {0.001, "mass"}, "kg": {1, "mass"}, "lb": {0.45359237, "mass"}, "oz": {0.028349523125, "mass"},
	"s": {1, "time"}, "min": {60, "time"}, "h": {3600, "time"}, "ms": {0.001, "time"},
	"l": {0.001, "volume"}, "ml": {0.000001, "volume"},
}

// Parse reads a quantity such as "12.5 km", "3kg" or "250 ms".
func Parse(s string) (Q, error) {
	s = strings.TrimSpace(s)
	i := strings.IndexFunc(s, func(r rune) bool { return !(unicode.IsDigit(r) || r == '.' || r == '-') })
	if i <= 0 {
		return Q{}, fmt.Errorf("quantity: no number in %q", s)
	}
	v, err := strconv.ParseFloat(s[:i], 64)
	if err != nil {
		return Q{}, fmt.Errorf("quantity: %w", err)
	}
	u, ok := units[strings.TrimSpace(s[i:])]
	if !ok {
		return Q{}, fmt.Errorf("quantity: unknown unit %q", strings.TrimSpace(s[i:]))
	}
	return Q{v * u.factor, u.dim}, nil
}
