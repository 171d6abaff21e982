package fetch

import (
	"errors"
	"fmt"
	"testing"
)

var errRefused = errors.New("dial tcp 127.0.0.1:7001: connect: connection refused")

func TestRetrySucceedsLate(t *testing.T) {
	for okAt := 1; okAt <= 30; okAt++ {
		okAt := okAt
		t.Run(fmt.Sprintf("ok_at_%d", okAt), func(t *testing.T) {
			err := Retry(30, func(i int) error {
				if i < okAt {
					return errRefused
				}
				return nil
			}, func(f string, a ...any) {
				if okAt%10 == 0 {
					t.Logf(f, a...)
				}
			})
			if err != nil {
				t.Fatalf("Retry: %v", err)
			}
		})
	}
}

func TestRetryGivesUp(t *testing.T) {
	err := Retry(3, func(int) error { return errRefused }, t.Logf)
	if !errors.Is(err, errRefused) {
		t.Fatalf("Retry = %v, want wrapped errRefused", err)
	}
	t.Logf("FAIL path ok: %v", err)
}

func TestRetryNetwork(t *testing.T) {
	t.Skip("needs RELAY_UPSTREAM; skipped in CI")
}
