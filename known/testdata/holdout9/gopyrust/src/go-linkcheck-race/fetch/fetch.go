// Package fetch checks many URLs concurrently.
package fetch

import (
	"fmt"
	"net/http"
	"sync"
	"time"
)

// Status is the result of checking one URL.
type Status struct {
	URL  string
	Code int
}

// Checker checks URLs with a shared client.
type Checker struct {
	Client  *http.Client
	Workers int

	// Requests and Failures count what the checker has done, for the summary line.
	Requests int
	Failures int
}

// New returns a Checker with a short timeout.
func New(workers int) *Checker {
	return &Checker{Client: &http.Client{Timeout: 5 * time.Second}, Workers: workers}
}

// CheckAll checks every URL and returns their statuses in input order, and the
// first error met (a URL that could not be fetched at all).
func (c *Checker) CheckAll(urls []string) ([]Status, error) {
	out := make([]Status, len(urls))
	var firstErr error
	var wg sync.WaitGroup
	sem := make(chan struct{}, c.Workers)
	for i, u := range urls {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			c.Requests++
			resp, err := c.Client.Head(u)
			if err != nil {
				c.Failures++
				if firstErr == nil {
					firstErr = fmt.Errorf("fetch %s: %w", u, err)
				}
				return
			}
			resp.Body.Close()
			out[i] = Status{URL: u, Code: resp.StatusCode}
		}()
	}
	wg.Wait()
	return out, firstErr
}

// Broken returns the statuses that are not 2xx or 3xx.
func Broken(st []Status) []Status {
	var out []Status
	for _, s := range st {
		if s.Code >= 400 || s.Code == 0 {
			out = append(out, s)
		}
	}
	return out
}
