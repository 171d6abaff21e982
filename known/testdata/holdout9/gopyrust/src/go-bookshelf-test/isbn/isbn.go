// Package isbn validates and converts ISBNs.
package isbn

import (
	"errors"
	"strings"
)

// ErrChecksum is returned when the check digit does not match.
var ErrChecksum = errors.New("isbn: bad check digit")

// Normalize strips hyphens and spaces.
func Normalize(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == ' ' {
			return -1
		}
		return r
	}, s)
}

// Valid13 checks an ISBN-13.
func Valid13(s string) error {
	s = Normalize(s)
	if len(s) != 13 {
		return errors.New("isbn: want 13 digits")
	}
	sum := 0
	for i, r := range s {
		if r < '0' || r > '9' {
			return errors.New("isbn: not a digit")
		}
		d := int(r - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	if sum%10 != 0 {
		return ErrChecksum
	}
	return nil
}

// From10 converts an ISBN-10 to ISBN-13.
func From10(s string) string {
	s = "978" + Normalize(s)[:9]
	sum := 0
	for i, r := range s {
		d := int(r - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return s + string(rune('0'+(10-sum%10)%10))
}
