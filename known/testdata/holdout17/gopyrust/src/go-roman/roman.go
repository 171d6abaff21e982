// Package roman converts between integers and Roman numerals.
package roman

import (
	"errors"
	"strings"
)

var table = []struct {
	v int
	s string
}{
	{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"},
	{50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"},
}

// ErrRange is returned for numbers outside 1..3999.
var ErrRange = errors.New("roman: out of range")

// ToRoman formats n.
func ToRoman(n int) (string, error) {
	if n < 1 || n > 3999 {
		return "", ErrRange
	}
	var b strings.Builder
	for _, e := range table {
		for n >= e.v {
			b.WriteString(e.s)
			n -= e.v
		}
	}
	return b.String(), nil
}
