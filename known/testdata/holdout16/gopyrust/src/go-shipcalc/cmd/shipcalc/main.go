package main

import (
	"fmt"

	"example.com/shipcalc/label"
)

func main() {
	fmt.Print(label.Render(label.Shipment{Carrier: "ups", To: []string{"Grace Hopper"}, Grams: 300}))
}
