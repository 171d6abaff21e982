// Package dates formats dates for the shelf's pages.
package dates

import (
	"fmt"
	"time"
)

// Human formats t relative to now: "today", "yesterday", "3 days ago", else "Mon 2 Jan 2006".
func Human(t, now time.Time) string {
	y1, m1, d1 := t.Date()
	y2, m2, d2 := now.Date()
	days := int(time.Date(y2, m2, d2, 0, 0, 0, 0, time.UTC).Sub(time.Date(y1, m1, d1, 0, 0, 0, 0, time.UTC)).Hours() / 24)
	switch {
	case days == 0:
		return "today"
	case days == 1:
		return "yesterday"
	case days > 1 && days < 7:
		return fmt.Sprintf("%d days ago", days)
	}
	return t.Format("Mon 02 Jan 2006")
}

// Due says when a loan is due back.
func Due(borrowed time.Time, weeks int) time.Time {
	return borrowed.AddDate(0, 0, 7*weeks)
}
