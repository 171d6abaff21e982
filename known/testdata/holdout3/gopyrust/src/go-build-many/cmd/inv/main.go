package main

import (
	"fmt"

	"example.com/inventory/catalog"
	"example.com/inventory/pricing"
)

func main() {
	ix := catalog.NewIndex()
	ix.Add(&catalog.Product{SKU: "A-100", Name: "Anchor bolt", Qty: 3, Location: "B2"})
	fmt.Println(len(ix.LowStock(5)), pricing.Markup(1250, 40))
}
