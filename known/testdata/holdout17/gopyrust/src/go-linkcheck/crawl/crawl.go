// Package crawl checks many links concurrently.
package crawl

import (
	"sort"
	"strings"
	"sync"
)

// Result is the outcome of one link.
type Result struct {
	URL string
	OK  bool
}

// Checker decides whether a URL is alive.
type Checker func(url string) bool

// CheckAll checks urls with up to workers goroutines and returns the results sorted by URL.
func CheckAll(urls []string, workers int, check Checker) []Result {
	var results []Result
	var wg sync.WaitGroup
	sem := make(chan struct{}, workers)
	for _, u := range urls {
		wg.Add(1)
		sem <- struct{}{}
		go func(u string) {
			defer wg.Done()
			defer func() { <-sem }()
			results = append(results, Result{URL: u, OK: check(u)})
		}(u)
	}
	wg.Wait()
	sort.Slice(results, func(i, j int) bool { return strings.Compare(results[i].URL, results[j].URL) < 0 })
	return results
}
