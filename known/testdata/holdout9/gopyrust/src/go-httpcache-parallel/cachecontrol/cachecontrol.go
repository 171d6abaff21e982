// Package cachecontrol parses Cache-Control header values.
package cachecontrol

import (
	"strconv"
	"strings"
	"time"
)

// Directives are the parsed directives of one header.
type Directives struct {
	MaxAge         time.Duration
	HasMaxAge      bool
	SMaxAge        time.Duration
	NoStore        bool
	NoCache        bool
	Private        bool
	Public         bool
	MustRevalidate bool
	Immutable      bool
}

// Parse reads a Cache-Control value. Unknown directives are ignored.
func Parse(v string) Directives {
	var d Directives
	for _, part := range strings.Split(v, ",") {
		name, arg, _ := strings.Cut(strings.TrimSpace(part), "=")
		name = strings.ToLower(name)
		arg = strings.Trim(arg, `"`)
		switch name {
		case "max-age":
			if n, err := strconv.Atoi(arg); err == nil && n > 0 {
				d.MaxAge, d.HasMaxAge = time.Duration(n)*time.Second, true
			}
		case "s-maxage":
			if n, err := strconv.Atoi(arg); err == nil && n >= 0 {
				d.SMaxAge = time.Duration(n) * time.Second
			}
		case "no-store":
			d.NoStore = true
		case "no-cache":
			d.NoCache = true
		case "private":
			d.Private = true
		case "public":
			d.Public = true
		case "must-revalidate":
			d.MustRevalidate = true
		case "immutable":
			d.Immutable = true
		}
	}
	return d
}
