package retry

import (
	"errors"
	"time"
)

var ErrGaveUp = errors.New("retry: gave up")

func Do(n int, d time.Duration, f func() error) error {
	for i := 0; i < n; i++ {
		if err := f(); err == nil {
			return nil
		}
		time.Sleep(d)
	}
	return ErrGaveUp
}
