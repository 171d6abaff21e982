// Package cron parses five-field cron expressions.
package cron

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Spec is a parsed expression: one bit set per allowed value.
type Spec struct {
	Minute, Hour, Dom, Month, Dow uint64
}

type field struct {
	name     string
	min, max int
}

var fields = [5]field{{"minute", 0, 59}, {"hour", 0, 23}, {"day of month", 1, 31}, {"month", 1, 12}, {"day of week", 0, 6}}

var macros = map[string]string{
	"@hourly": "0 * * * *", "@daily": "0 0 * * *", "@weekly": "0 0 * * 0",
	"@monthly": "0 0 1 * *", "@yearly": "0 0 1 1 *",
}

// Parse reads an expression such as "*/15 9-17 * * 1-5".
func Parse(expr string) (Spec, error) {
	if m, ok := macros[expr]; ok {
		expr = m
	}
	parts := strings.Fields(expr)
	if len(parts) != 5 {
		return Spec{}, fmt.Errorf("cron: want 5 fields, got %d in %q", len(parts), expr)
	}
	var bits [5]uint64
	for i, p := range parts {
		b, err := parseField(p, fields[i])
		if err != nil {
			return Spec{}, err
		}
		bits[i] = b
	}
	return Spec{bits[0], bits[1], bits[2], bits[3], bits[4]}, nil
}

func parseField(s string, f field) (uint64, error) {
	var bits uint64
	for _, item := range strings.Split(s, ",") {
		rng, stepStr, hasStep := strings.Cut(item, "/")
		step := 1
		if hasStep {
			n, err := strconv.Atoi(stepStr)
			if err != nil || n <= 0 {
				return 0, fmt.Errorf("cron: bad step %q in %s field", stepStr, f.name)
			}
			step = n
		}
		lo, hi := f.min, f.max
		if rng != "*" {
			a, b, isRange := strings.Cut(rng, "-")
			var err error
			if lo, err = strconv.Atoi(a); err != nil {
				return 0, fmt.Errorf("cron: bad value %q in %s field", a, f.name)
			}
			hi = lo
			if isRange {
				if hi, err = strconv.Atoi(b); err != nil {
					return 0, fmt.Errorf("cron: bad value %q in %s field", b, f.name)
				}
			} else if hasStep {
				hi = f.max
			}
		}
		if lo < f.min || hi > f.max || lo > hi {
			return 0, fmt.Errorf("cron: %s out of range %d-%d in %s field", rng, f.min, f.max, f.name)
		}
		for v := lo; v <= hi; v += step {
			bits |= 1 << v
		}
	}
	return bits, nil
}

// Next returns the first time after t that matches s (minute resolution, t's location).
func (s Spec) Next(t time.Time) time.Time {
	t = t.Truncate(time.Minute).Add(time.Minute)
	for i := 0; i < 366*24*60; i++ {
		if s.Month&(1<<t.Month()) != 0 && s.Dom&(1<<t.Day()) != 0 && s.Dow&(1<<t.Weekday()) != 0 &&
			s.Hour&(1<<t.Hour()) != 0 && s.Minute&(1<<t.Minute()) != 0 {
			return t
		}
		t = t.Add(time.Minute)
	}
	return time.Time{}
}
