package retry

import (
	"errors"
	"testing"
)

func TestSucceedsAfterFailures(t *testing.T) {
	calls := 0
	err := Do(3, 0, func() error {
		calls++
		if calls < 3 {
			t.Logf("attempt %d: error: connection refused (expected)", calls)
			return errors.New("connection refused")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestGivesUp(t *testing.T) {
	err := Do(2, 0, func() error { return errors.New("FAIL: upstream 503") })
	t.Logf("got %v", err)
	if !errors.Is(err, ErrGaveUp) {
		t.Fatalf("want ErrGaveUp, got %v", err)
	}
}

func TestPanicsAreNotCaught(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Logf("recovered: panic: %v", r)
		}
	}()
	_ = Do(1, 0, func() error { panic("boom") })
}
