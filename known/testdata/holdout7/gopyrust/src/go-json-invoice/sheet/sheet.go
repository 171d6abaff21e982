// Package sheet totals invoice lines.
package sheet

import (
	"strings"

	"example.com/invoice/money"
	"example.com/invoice/tax"
)

// Line is one invoice line.
type Line struct {
	SKU     string
	Qty     int64
	Unit    money.Cents
	Reduced bool
}

// Totals are the sums of an invoice.
type Totals struct {
	Net, VAT, Gross money.Cents
}

// Sum totals lines for a customer in country.
func Sum(country string, ls []Line) (Totals, error) {
	var t Totals
	for _, l := range ls {
		rate, err := tax.Standard(country)
		if l.Reduced {
			rate, err = tax.Reduced(country)
		}
		if err != nil {
			return Totals{}, err
		}
		net := money.Cents(l.Qty) * l.Unit
		t.Net += net
		t.VAT += tax.On(net, rate)
	}
	t.Gross = t.Net + t.VAT
	return t, nil
}

// ParseCSV reads "sku;qty;unit[;R]" lines.
func ParseCSV(s string) []Line {
	var out []Line
	for _, row := range strings.Split(strings.TrimSpace(s), "\n") {
		f := strings.Split(row, ";")
		unit, _ := money.Parse(f[2])
		out = append(out, Line{SKU: f[0], Qty: atoi(f[1]), Unit: unit, Reduced: len(f) > 3 && f[3] == "R"})
	}
	return out
}

func atoi(s string) int64 {
	var n int64
	for _, r := range s {
		n = n*10 + int64(r-'0')
	}
	return n
}
