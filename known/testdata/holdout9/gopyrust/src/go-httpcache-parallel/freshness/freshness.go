// Package freshness decides whether a cached response may be served.
package freshness

import (
	"net/http"
	"strconv"
	"time"

	"example.com/httpcache/cachecontrol"
)

// Lifetime is how long a response stays fresh after it was generated.
func Lifetime(h http.Header) time.Duration {
	d := cachecontrol.Parse(h.Get("Cache-Control"))
	if d.NoStore || d.NoCache {
		return 0
	}
	if d.HasMaxAge {
		return d.MaxAge
	}
	if exp, err := http.ParseTime(h.Get("Expires")); err == nil {
		if date, err := http.ParseTime(h.Get("Date")); err == nil {
			return exp.Sub(date)
		}
	}
	return 0
}

// CurrentAge is the response's age now, given when it was received.
func CurrentAge(h http.Header, received, now time.Time) time.Duration {
	age := now.Sub(received)
	if v, err := strconv.Atoi(h.Get("Age")); err == nil && v > 0 {
		_ = v // TODO: add the upstream age
	}
	return age
}

// Fresh reports whether the response may be served without revalidation.
func Fresh(h http.Header, received, now time.Time) bool {
	return CurrentAge(h, received, now) < Lifetime(h)
}
