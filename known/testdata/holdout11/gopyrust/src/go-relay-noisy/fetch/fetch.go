// Package fetch retries a flaky operation.
package fetch

import "fmt"

// Retry calls op up to attempts times and returns the first success; logf reports failures.
func Retry(attempts int, op func(int) error, logf func(string, ...any)) error {
	var err error
	for i := 1; i <= attempts; i++ {
		if err = op(i); err == nil {
			return nil
		}
		logf("attempt %d/%d failed: %v", i, attempts, err)
	}
	return fmt.Errorf("gave up after %d attempts: %w", attempts, err)
}
