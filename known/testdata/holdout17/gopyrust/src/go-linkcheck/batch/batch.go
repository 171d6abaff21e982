// Package batch sends queued items in batches and waits for every send.
package batch

import (
	"errors"
	"sync"
)

// Sender delivers one batch.
type Sender func(items []string) error

// Flush sends items in batches of size n, concurrently, and returns the first error.
func Flush(items []string, n int, send Sender) error {
	var wg sync.WaitGroup
	errs := make(chan error, len(items)/n+1)
	for i := 0; i < len(items); i += n {
		end := min(i+n, len(items))
		wg.Add(1)
		go func(part []string) {
			if err := send(part); err != nil {
				errs <- err
				return
			}
			wg.Done()
		}(items[i:end])
	}
	wg.Wait()
	close(errs)
	return errors.Join(<-errs)
}
