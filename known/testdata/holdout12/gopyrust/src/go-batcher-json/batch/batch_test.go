package batch

import (
	"errors"
	"strings"
	"testing"
)

func TestRunAllOK(t *testing.T) {
	n := 0
	errs := Run([]string{"a", "b", "c"}, 1, func(string) error { n++; return nil })
	if len(errs) != 0 || n != 3 {
		t.Fatalf("errs=%v n=%d", errs, n)
	}
}

func TestRunCollectsErrors(t *testing.T) {
	errs := Run([]string{"ok", "bad1", "ok", "bad2"}, 2, func(s string) error {
		if strings.HasPrefix(s, "bad") {
			return errors.New("failed: " + s)
		}
		return nil
	})
	if len(errs) != 2 {
		t.Fatalf("got %d errors, want 2", len(errs))
	}
}
