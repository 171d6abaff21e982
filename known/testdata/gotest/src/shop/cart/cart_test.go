package cart

import "testing"

func TestTotal(t *testing.T) {
	if got := Total([]int{250, 199, 1000}); got != 1449 {
		t.Errorf("Total() = %d, want 1449", got)
	}
}
