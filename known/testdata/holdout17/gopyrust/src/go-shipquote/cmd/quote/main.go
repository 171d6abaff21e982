package main

import (
	"flag"
	"fmt"
	"os"

	"example.com/shipquote/checkout"
)

func main() {
	grams := flag.Int("g", 1000, "weight in grams")
	zone := flag.String("zone", "A", "destination zone")
	flag.Parse()
	opts, err := checkout.Options(*grams, *zone)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, o := range opts {
		fmt.Printf("%-10s %s\n", o.Name, o.Price)
	}
}
