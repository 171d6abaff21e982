package ledger

import (
	"sync"
	"testing"
)

func TestPostConcurrently(t *testing.T) {
	var l Ledger
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l.Post(10)
		}()
	}
	wg.Wait()
	if l.Balance() > 40 {
		t.Fatalf("balance %d", l.Balance())
	}
}

func TestBalanceStartsAtZero(t *testing.T) {
	var l Ledger
	if l.Balance() != 0 {
		t.Fatal("not zero")
	}
}
