package inventory

import (
	"errors"
	"testing"
)

func TestEmptyStore(t *testing.T) {
	s := NewStore()
	if got := s.Level("A1", "X-1"); got != 0 {
		t.Fatalf("Level on empty store = %d", got)
	}
}

func TestReceiveThenPick(t *testing.T) {
	s := NewStore()
	s.Receive("A1", "BOLT-M6", 40)
	if err := s.Pick("A1", "BOLT-M6", 15); err != nil {
		t.Fatal(err)
	}
	if got := s.Level("A1", "BOLT-M6"); got != 25 {
		t.Errorf("Level = %d, want 25", got)
	}
}

func TestPickShort(t *testing.T) {
	s := NewStore()
	s.Receive("B2", "NUT-M6", 3)
	if err := s.Pick("B2", "NUT-M6", 4); !errors.Is(err, ErrShort) {
		t.Errorf("Pick = %v, want ErrShort", err)
	}
}
