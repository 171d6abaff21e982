package window

import (
	"fmt"
	"testing"
)

func TestTakeUnderLimit(t *testing.T) {
	for n := 1; n < 20; n++ {
		n := n
		t.Run(fmt.Sprintf("take_%d_of_100", n), func(t *testing.T) {
			b := &Bucket{Limit: 100}
			if !b.Take(n) {
				t.Fatalf("Take(%d) refused with %d remaining", n, b.Remaining())
			}
		})
	}
}

func TestTakeExactlyLimit(t *testing.T) {
	b := &Bucket{Limit: 10}
	for i := 0; i < 9; i++ {
		b.Take(1)
	}
	if !b.Take(1) {
		t.Errorf("Take(1) with 1 remaining = false, want true (limit %d, remaining %d)", b.Limit, b.Remaining())
	}
}

func TestReset(t *testing.T) {
	b := &Bucket{Limit: 5}
	b.Take(3)
	b.Reset()
	if b.Remaining() != 5 {
		t.Fatalf("Remaining after Reset = %d", b.Remaining())
	}
}
