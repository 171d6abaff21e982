// Package catalog holds the products a warehouse stocks.
package catalog

// Product is one stock-keeping unit. (It was called Item before the 2.0 rename.)
type Product struct {
	SKU      string
	Name     string
	Qty      int
	Location string
}
