package main

import (
	"fmt"
	"os"

	"example.com/invoice/billing"
	"example.com/invoice/report"
	"example.com/invoice/store"
)

func main() {
	store.Save(&store.Invoice{ID: "A-1", Customer: "Acme", Lines: []store.Line{{SKU: "BOLT", Qty: 10, UnitCent: 25}}})
	billing.MarkPaid("A-1")
	s, err := report.Text("A-1")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Print(s)
	fmt.Println("total:", billing.Total("A-1"))
}
