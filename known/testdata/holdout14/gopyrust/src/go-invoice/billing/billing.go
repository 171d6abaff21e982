package billing

import "example.com/invoice/store"

// Total is the invoice total in cents.
func Total(id string) int64 {
	inv := store.Load(id)
	var t int64
	for _, l := range inv.Lines {
		t += int64(l.Qty) * l.UnitCent
	}
	return t
}

// LineCount is the number of lines on the invoice.
func LineCount(id string) int {
	inv := store.Load(id)
	return len(inv.Lines)
}

// IsPaid reports whether the invoice has been paid.
func IsPaid(id string) bool {
	inv := store.Load(id)
	return inv.Paid
}

// MarkPaid marks the invoice paid.
func MarkPaid(id string) {
	inv := store.Load(id)
	inv.Paid = true
	store.Save(inv)
}

// Customer returns the invoice's customer.
func Customer(id string) string {
	inv := store.Load(id)
	return inv.Customer
}

// Currency returns the invoice's currency, EUR when unset.
func Currency(id string) string {
	inv := store.Load(id)
	if inv.Currency == "" {
		return "EUR"
	}
	return inv.Currency
}
