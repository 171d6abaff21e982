package batch

import "sync"

// Run calls fn on every item with at most workers goroutines and returns the errors.
func Run(items []string, workers int, fn func(string) error) []error {
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		errs []error
	)
	sem := make(chan struct{}, workers)
	for _, it := range items {
		wg.Add(1)
		sem <- struct{}{}
		go func(it string) {
			defer func() { <-sem }()
			if err := fn(it); err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
				return
			}
			wg.Done()
		}(it)
	}
	wg.Wait()
	return errs
}
