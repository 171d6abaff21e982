package token

import "testing"

func TestNewLength(t *testing.T) {
	if got := len(New()); got != 22 {
		t.Errorf("len(New()) = %d, want 22", got)
	}
}

func TestNewUnique(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 1000; i++ {
		id := New()
		if seen[id] {
			t.Fatalf("duplicate id %q after %d", id, i)
		}
		seen[id] = true
	}
}
