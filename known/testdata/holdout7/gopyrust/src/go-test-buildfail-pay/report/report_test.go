package report

import (
	"testing"
	"time"

	"example.com/pay/ledger"
)

func TestBalances(t *testing.T) {
	var l ledger.Ledger
	l.Post(time.Now(), "salary", map[string]int{"bank": 250000, "income": -250000})
	want := "bank          2500.00\nincome       -2500.00\n"
	if got := Balances(&l); got != want {
		t.Errorf("Balances =\n%s\nwant\n%s", got, want)
	}
}
