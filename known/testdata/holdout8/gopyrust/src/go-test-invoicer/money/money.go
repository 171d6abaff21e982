// Package money is fixed-point currency arithmetic in cents.
package money

import (
	"fmt"
	"strconv"
	"strings"
)

// Cents is an amount in the smallest unit.
type Cents int64

// Parse reads "12.34", "12.3", "12" or "-0.05".
func Parse(s string) (Cents, error) {
	s = strings.TrimSpace(s)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) > 2 {
		return 0, fmt.Errorf("money: too many decimals in %q", s)
	}
	frac = (frac + "00")[:2]
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("money: %w", err)
	}
	f, err := strconv.ParseInt(frac, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("money: %w", err)
	}
	c := Cents(w*100 + f)
	if neg {
		c = -c
	}
	return c, nil
}

// String formats c with two decimals and a thousands separator.
func (c Cents) String() string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	whole := strconv.FormatInt(int64(c/100), 10)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s%s.%02d", sign, b.String(), c%100)
}

// MulRate multiplies by a rate in basis points, rounding half away from zero.
func (c Cents) MulRate(bp int64) Cents {
	v := int64(c) * bp
	if v >= 0 {
		return Cents((v + 5000) / 10000)
	}
	return Cents((v - 5000) / 10000)
}
