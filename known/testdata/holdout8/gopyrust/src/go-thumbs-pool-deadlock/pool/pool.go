// Package pool runs a function over many inputs with a fixed number of workers.
package pool

import (
	"sort"
	"sync"
)

// Result pairs an input's index with its output.
type Result[T any] struct {
	Index int
	Value T
	Err   error
}

// Map applies fn to every item using n workers and returns the results in input order.
func Map[In, Out any](items []In, n int, fn func(In) (Out, error)) []Result[Out] {
	if n < 1 {
		n = 1
	}
	jobs := make(chan int)
	results := make(chan Result[Out])
	var wg sync.WaitGroup
	for w := 0; w < n; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				v, err := fn(items[i])
				results <- Result[Out]{Index: i, Value: v, Err: err}
			}
		}()
	}
	// queue every job, then collect
	for i := range items {
		jobs <- i
	}
	close(jobs)
	go func() {
		wg.Wait()
		close(results)
	}()
	out := make([]Result[Out], 0, len(items))
	for r := range results {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Index < out[j].Index })
	return out
}
