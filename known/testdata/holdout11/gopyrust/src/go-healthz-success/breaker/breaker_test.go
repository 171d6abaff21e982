package breaker

import (
	"errors"
	"sync"
	"testing"
)

var errDown = errors.New("upstream error: 502 Bad Gateway")

func TestOpensAfterThreshold(t *testing.T) {
	b := &Breaker{Threshold: 3, Logf: t.Logf}
	for i := 0; i < 3; i++ {
		if err := b.Do(func() error { return errDown }); !errors.Is(err, errDown) {
			t.Fatalf("Do #%d = %v", i, err)
		}
	}
	if err := b.Do(func() error { return nil }); !errors.Is(err, ErrOpen) {
		t.Fatalf("Do after threshold = %v, want ErrOpen", err)
	}
	t.Log("breaker open as expected: error path covered")
}

func TestConcurrentDo(t *testing.T) {
	b := &Breaker{Threshold: 1000}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				_ = b.Do(func() error {
					if (i+j)%7 == 0 {
						return errDown
					}
					return nil
				})
			}
		}(i)
	}
	wg.Wait()
	b.Reset()
}
