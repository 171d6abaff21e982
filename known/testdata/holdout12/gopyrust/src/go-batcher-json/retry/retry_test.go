package retry

import (
	"errors"
	"testing"
	"time"
)

func TestDoSucceedsAfterFailures(t *testing.T) {
	calls := 0
	err := Do(4, time.Millisecond, func() error {
		calls++
		if calls < 3 {
			return errors.New("transient error: connection reset")
		}
		return nil
	})
	if err != nil || calls != 3 {
		t.Fatalf("err=%v calls=%d", err, calls)
	}
}

func TestDoGivesUp(t *testing.T) {
	err := Do(2, time.Millisecond, func() error { return errors.New("permanent") })
	if err == nil {
		t.Fatal("want error")
	}
	t.Logf("gave up as expected: %v", err)
}
