package report

import (
	"fmt"
	"strings"

	"example.com/invoice/store"
)

// Text renders the invoice as plain text.
func Text(id string) (string, error) {
	inv, err := store.Load(id)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Invoice %s for %s\n", inv.ID, inv.Customer)
	for _, l := range inv.Lines {
		fmt.Fprintf(&b, "  %-10s %3d x %8.2f\n", l.SKU, l.Qty, float64(l.UnitCent)/100)
	}
	return b.String(), nil
}
