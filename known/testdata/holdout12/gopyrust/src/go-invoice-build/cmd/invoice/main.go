package main

import (
	"fmt"

	"example.com/invoice/internal/money"
	"example.com/invoice/internal/render"
)

func main() {
	lines := []render.Line{{SKU: "A-100", Qty: 2, Cents: 1999}, {SKU: "B-7", Qty: 1, Cents: 450}}
	for _, s := range render.Render(lines) {
		fmt.Print(s)
	}
	fmt.Println(money.Total(2449, 0.2))
}
