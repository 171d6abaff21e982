// Package roman converts between integers and Roman numerals (used for
// volume and chapter numbers in order feeds).
package roman

import (
	"errors"
	"strings"
)

var table = []struct {
	v int
	s string
}{
	{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"},
	{100, "C"}, {90, "XC"}, {50, "L"}, {40, "XL"},
	{10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"},
}

// ErrRange is returned for numbers Roman numerals cannot write.
var ErrRange = errors.New("roman: out of range")

// Format writes n (1..3999) as a Roman numeral.
func Format(n int) (string, error) {
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

// Parse reads a Roman numeral.
func Parse(s string) (int, error) {
	n := 0
	rest := strings.ToUpper(s)
	for _, e := range table {
		for strings.HasPrefix(rest, e.s) {
			n += e.v
			rest = rest[len(e.s):]
		}
	}
	if rest != "" || n == 0 {
		return 0, errors.New("roman: bad numeral " + s)
	}
	return n, nil
}
