// Package calendar counts business days for delivery promises.
package calendar

import "time"

// IsBusinessDay reports whether d is a weekday.
func IsBusinessDay(d time.Time) bool {
	wd := d.Weekday()
	return wd != time.Saturday && wd != time.Sunday
}

// AddBusinessDays moves n business days forward from d.
func AddBusinessDays(d time.Time, n int) time.Time {
	for n > 0 {
		d = d.AddDate(0, 0, 1)
		if IsBusinessDay(d) {
			n--
		}
	}
	return d
}
