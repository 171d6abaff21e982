package main

import (
	"fmt"
	"io"
	"os"

	"example.com/orderfeed/webhook"
)

func main() {
	body, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	o, err := webhook.Decode(body)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(o.ID, o.SKUs())
}
