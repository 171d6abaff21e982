// Package iban validates International Bank Account Numbers.
package iban

import (
	"math/big"
	"strings"
	"unicode"
)

var lengths = map[string]int{"DE": 22, "FR": 27, "GB": 22, "NL": 18, "BE": 16, "ES": 24, "IT": 27}

// Valid reports whether s is a valid IBAN. Spaces are ignored.
func Valid(s string) bool {
	s = strings.ToUpper(strings.ReplaceAll(s, " ", ""))
	if len(s) < 4 {
		return false
	}
	if n, ok := lengths[s[:2]]; !ok || n != len(s) {
		return false
	}
	var digits strings.Builder
	for _, r := range s[4:] + s[:4] {
		switch {
		case unicode.IsDigit(r):
			digits.WriteRune(r)
		case r >= 'A' && r <= 'Z':
			digits.WriteString(big.NewInt(int64(r - 'A' + 10)).String())
		default:
			return false
		}
	}
	n, ok := new(big.Int).SetString(digits.String(), 10)
	return ok && new(big.Int).Mod(n, big.NewInt(97)).Int64() == 1
}

// Format groups an IBAN in blocks of four.
func Format(s string) string {
	s = strings.ToUpper(strings.ReplaceAll(s, " ", ""))
	var parts []string
	for len(s) > 4 {
		parts = append(parts, s[:4])
		s = s[4:]
	}
	return strings.Join(parts, " ")
}
