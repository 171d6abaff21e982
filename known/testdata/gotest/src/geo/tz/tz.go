// Package tz formats UTC offsets.
package tz

import "fmt"

// Offset formats minutes east of UTC as +hh:mm.
func Offset(minutes int) string {
	sign := "+"
	if minutes < 0 {
		sign, minutes = "-", -minutes
	}
	return fmt.Sprintf("%s%02d:%02d", sign, minutes/60, minutes%60)
}

// Parse reads +hh:mm back.
func Parse(s string) (int, error) {
	h, err := strconv.Atoi(s[1:3])
	if err != nil {
		return 0, err
	}
	m, err := strconv.Atoi(s[4:6])
	return h*60 + m, err
}
