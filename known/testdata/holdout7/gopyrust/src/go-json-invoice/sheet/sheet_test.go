package sheet

import (
	"testing"

	"example.com/invoice/money"
)

func TestSumDE(t *testing.T) {
	ls := []Line{{SKU: "A-1", Qty: 2, Unit: 1000}, {SKU: "B-7", Qty: 1, Unit: 500, Reduced: true}}
	got, err := Sum("DE", ls)
	if err != nil {
		t.Fatal(err)
	}
	want := Totals{Net: 2500, VAT: 415, Gross: 2915}
	if got != want {
		t.Errorf("Sum(DE) = %+v, want %+v", got, want)
	}
}

func TestParseCSV(t *testing.T) {
	ls := ParseCSV("A-1;2;10.00\nB-7;1;5.00;R\nC-3;12;0.99")
	if len(ls) != 3 {
		t.Fatalf("got %d lines", len(ls))
	}
	if ls[2].Qty != 12 || ls[2].Unit != money.Cents(99) {
		t.Errorf("line 3 = %+v", ls[2])
	}
}

func TestParseCSVShortRow(t *testing.T) {
	ls := ParseCSV("A-1;2;10.00\nB-7;1")
	if len(ls) != 1 {
		t.Errorf("short row kept: %+v", ls)
	}
}
