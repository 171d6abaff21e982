package main

import (
	"fmt"

	"example.com/ledger/invoice"
)

func main() {
	fmt.Println(invoice.Total([]invoice.Line{{Desc: "x", Qty: 1, Price: 100}}))
}
