// Package fetch downloads many URLs concurrently through a pluggable getter.
package fetch

import (
	"fmt"
	"sync"
)

// Getter fetches one URL.
type Getter func(url string) ([]byte, error)

// All fetches every URL with up to workers goroutines and returns the bodies in
// order, or the first error seen.
func All(get Getter, urls []string, workers int) ([][]byte, error) {
	bodies := make([][]byte, len(urls))
	var firstErr error
	var wg sync.WaitGroup
	sem := make(chan struct{}, workers)
	for i, u := range urls {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int, u string) {
			defer wg.Done()
			defer func() { <-sem }()
			b, err := get(u)
			if err != nil {
				if firstErr == nil {
					firstErr = fmt.Errorf("fetch %s: %w", u, err)
				}
				return
			}
			bodies[i] = b
		}(i, u)
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	return bodies, nil
}
