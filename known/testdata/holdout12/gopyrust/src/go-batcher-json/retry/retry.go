package retry

import "time"

// Do calls fn up to attempts times, sleeping base, 2*base, ... between tries.
func Do(attempts int, base time.Duration, fn func() error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(); err == nil {
			return nil
		}
		time.Sleep(base << i)
	}
	return err
}
