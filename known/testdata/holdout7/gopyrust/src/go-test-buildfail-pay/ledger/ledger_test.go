package ledger

import (
	"testing"
	"time"
)

func TestPostBalanced(t *testing.T) {
	var l Ledger
	if err := l.Post(time.Now(), "rent", map[string]int{"cash": -120000, "rent": 120000}); err != nil {
		t.Fatal(err)
	}
	if got := l.Balance("cash"); got != -120000 {
		t.Errorf("cash = %d", got)
	}
}
