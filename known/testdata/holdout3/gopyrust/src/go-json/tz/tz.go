// Package tz guesses a UTC offset from a longitude.
package tz

import "math"

// OffsetHours is the nautical time zone for lon: 15 degrees an hour.
func OffsetHours(lon float64) int {
	return int(math.Round(lon / 15))
}

// Label formats an offset as UTC+h or UTC-h.
func Label(lon float64) string {
	h := OffsetHours(lon)
	if h >= 0 {
		return "UTC+" + strconv.Itoa(h)
	}
	return "UTC" + strconv.Itoa(h)
}
