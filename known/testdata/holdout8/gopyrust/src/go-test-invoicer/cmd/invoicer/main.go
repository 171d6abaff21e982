// Command invoicer prints a text invoice.
package main

import (
	"fmt"
	"os"

	"example.com/invoicer/config"
	"example.com/invoicer/internal/version"
	"example.com/invoicer/render"
	"example.com/invoicer/tax"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "-version" {
		fmt.Println("invoicer", version.Version)
		return
	}
	c, err := config.Load("invoicer.yaml")
	if err != nil {
		fmt.Fprintln(os.Stderr, "invoicer:", err)
		os.Exit(1)
	}
	rate, err := tax.Rate(c.Country)
	if err != nil {
		fmt.Fprintln(os.Stderr, "invoicer:", err)
		os.Exit(1)
	}
	fmt.Print(render.Text(render.Invoice{Number: "1", Client: c.Issuer, RateBP: rate, Country: c.Country}))
}
