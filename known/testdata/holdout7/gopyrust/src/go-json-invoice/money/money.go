// Package money formats and parses amounts held in cents.
package money

import (
	"fmt"
	"strconv"
	"strings"
)

// Cents is an amount of money in hundredths.
type Cents int64

// String formats c as 1,234.56 (negative amounts get a leading minus).
func (c Cents) String() string {
	neg := c < 0
	if neg {
		c = -c
	}
	whole := strconv.FormatInt(int64(c/100), 10)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	s := fmt.Sprintf("%s.%02d", b.String(), int64(c%100))
	if neg {
		return "-" + s
	}
	return s
}

// Parse reads "1,234.56", "12.5" or "7" into cents.
func Parse(s string) (Cents, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) > 2 {
		return 0, fmt.Errorf("money: too many decimals in %q", s)
	}
	for len(frac) < 2 {
		frac += "0"
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("money: bad amount %q", s)
	}
	f, err := strconv.ParseInt(frac, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("money: bad amount %q", s)
	}
	c := Cents(w*100 + f)
	if neg {
		c = -c
	}
	return c, nil
}
