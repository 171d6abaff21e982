// Package money formats amounts held in cents.
package money

import "fmt"

// Cents is an amount of money in cents.
type Cents int64

// String formats c as 1,234.56.
func (c Cents) String() string {
	neg := c < 0
	if neg {
		c = -c
	}
	whole := int64(c) / 100
	s := fmt.Sprintf("%d", whole)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	out := fmt.Sprintf("%s.%02d", s, int64(c)%100)
	if neg {
		return "-" + out
	}
	return out
}

// Percent returns p percent of c, rounded half away from zero.
func (c Cents) Percent(p int64) Cents {
	v := int64(c) * p
	if v >= 0 {
		return Cents((v + 50) / 100)
	}
	return Cents((v - 50) / 100)
}
