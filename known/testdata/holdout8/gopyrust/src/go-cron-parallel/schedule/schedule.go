// Package schedule keeps named jobs and tells which are due.
package schedule

import (
	"sort"
	"time"

	"example.com/cronkit/cron"
)

// Job is a named schedule.
type Job struct {
	Name string
	Spec cron.Spec
}

// Due returns the names of the jobs whose next run after last is at or before now, sorted.
func Due(jobs []Job, last, now time.Time) []string {
	var out []string
	for _, j := range jobs {
		if n := j.Spec.Next(last); !n.IsZero() && n.Before(now) {
			out = append(out, j.Name)
		}
	}
	sort.Strings(out)
	return out
}
