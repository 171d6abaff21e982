package schedule

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ParseEvery parses "every 90s", "every 2h", "every 1d" and "every 1h30m" into an interval.
func ParseEvery(s string) (time.Duration, error) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(s), "every ")
	if !ok {
		return 0, fmt.Errorf("schedule: %q does not start with \"every \"", s)
	}
	if n, ok := strings.CutSuffix(rest, "d"); ok {
		days, err := strconv.Atoi(n)
		if err != nil {
			return 0, fmt.Errorf("schedule: bad day count in %q", s)
		}
		return time.Duration(days) * 24 * time.Hour, nil
	}
	return time.ParseDuration(rest)
}

// Next is the first run strictly after now for a job that last ran at last.
func Next(last, now time.Time, every time.Duration) time.Time {
	if every <= 0 {
		return now
	}
	n := now.Sub(last) / every
	return last.Add(n * every)
}
