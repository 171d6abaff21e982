package billing

import "example.com/invoice/store"

// AddLine appends a line to the invoice.
func AddLine(id string, l store.Line) {
	inv := store.Load(id)
	inv.Lines = append(inv.Lines, l)
	store.Save(inv)
}

// RemoveSKU drops every line with the given SKU.
func RemoveSKU(id, sku string) {
	inv := store.Load(id)
	kept := inv.Lines[:0]
	for _, l := range inv.Lines {
		if l.SKU != sku {
			kept = append(kept, l)
		}
	}
	inv.Lines = kept
	store.Save(inv)
}

// Discount lowers every unit price by pct percent.
func Discount(id string, pct int64) {
	inv := store.Load(id)
	for i := range inv.Lines {
		inv.Lines[i].UnitCent -= inv.Lines[i].UnitCent * pct / 100
	}
	store.Save(inv)
}

// Transfer moves the invoice to another customer.
func Transfer(id, customer string) {
	inv := store.Load(id)
	inv.Customer = customer
	store.Save(inv)
}

// SetCurrency changes the invoice's currency.
func SetCurrency(id, cur string) {
	inv := store.Load(id)
	inv.Currency = cur
	store.Save(inv)
}

// Clone copies an invoice under a new id.
func Clone(id, newID string) {
	inv := store.Load(id)
	c := *inv
	c.ID = newID
	c.Lines = append([]store.Line(nil), inv.Lines...)
	store.Save(&c)
}
