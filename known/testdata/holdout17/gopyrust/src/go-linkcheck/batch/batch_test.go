package batch

import (
	"errors"
	"testing"
)

func TestFlushAll(t *testing.T) {
	err := Flush([]string{"a", "b", "c", "d", "e"}, 2, func(p []string) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
}

func TestFlushError(t *testing.T) {
	boom := errors.New("smtp: 452 too many recipients")
	err := Flush([]string{"a", "b", "c"}, 1, func(p []string) error {
		if p[0] == "b" {
			return boom
		}
		return nil
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Flush = %v, want %v", err, boom)
	}
}
