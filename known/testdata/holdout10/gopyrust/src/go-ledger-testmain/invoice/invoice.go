// Package invoice totals invoice lines with tax.
package invoice

import "example.com/ledger/money"

// Line is one invoice line.
type Line struct {
	Desc     string
	Qty      int
	Price    money.Cents
	TaxPerML int // tax rate in per mille
}

// Total is the sum of the lines with their tax, each line's tax truncated.
func Total(lines []Line) money.Cents {
	var sum money.Cents
	for _, l := range lines {
		net := money.Cents(l.Qty) * l.Price
		sum += net + net*money.Cents(l.TaxPerML)/1000
	}
	return sum
}

// Due is what is left after payments.
func Due(lines []Line, paid money.Cents) money.Cents {
	return Total(lines) - paid
}
