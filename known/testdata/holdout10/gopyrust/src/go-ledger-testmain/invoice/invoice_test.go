package invoice

import (
	"testing"

	"example.com/ledger/money"
)

var lines = []Line{
	{Desc: "hosting", Qty: 3, Price: 1999, TaxPerML: 190},
	{Desc: "domain", Qty: 1, Price: 1250, TaxPerML: 190},
	{Desc: "support", Qty: 2, Price: 4575, TaxPerML: 70},
}

func TestTotal(t *testing.T) {
	// the tax office rounds each line's tax half up
	if got, want := Total(lines), money.Cents(18415); got != want {
		t.Errorf("Total() = %v, want %v", got, want)
	}
}

func TestDue(t *testing.T) {
	if got := Due(nil, 500); got != -500 {
		t.Errorf("Due(nil, 500) = %v, want -5.00", got)
	}
}
