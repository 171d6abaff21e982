// Package render lays out an invoice as plain text.
package render

import (
	"fmt"
	"strings"

	"example.com/invoicer/money"
)

// Line is one invoice line.
type Line struct {
	Desc  string
	Qty   int
	Price money.Cents
}

// Invoice is what gets rendered.
type Invoice struct {
	Number  string
	Client  string
	Lines   []Line
	RateBP  int64
	Country string
}

// Text renders inv as a fixed-width text invoice.
func Text(inv Invoice) string {
	var b strings.Builder
	fmt.Fprintf(&b, "INVOICE %s\n", inv.Number)
	fmt.Fprintf(&b, "Bill to: %s\n\n", inv.Client)
	var net money.Cents
	for _, l := range inv.Lines {
		total := l.Price * money.Cents(l.Qty)
		net += total
		fmt.Fprintf(&b, "%-28s %4d x %10s %12s\n", l.Desc, l.Qty, l.Price, total)
	}
	vat := net.MulRate(inv.RateBP)
	b.WriteString(strings.Repeat("-", 60) + "\n")
	fmt.Fprintf(&b, "%-47s %12s\n", "Net", net)
	fmt.Fprintf(&b, "%-47s %12s\n", fmt.Sprintf("VAT %s %g%%", inv.Country, float64(inv.RateBP)/100), vat)
	fmt.Fprintf(&b, "%-47s %12s\n", "Total", net+vat)
	return b.String()
}
