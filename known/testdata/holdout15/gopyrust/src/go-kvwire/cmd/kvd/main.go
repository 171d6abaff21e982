package main

import (
	"fmt"

	"example.com/kvwire/wire"
)

func main() {
	wire.Setup()
	for _, n := range wire.Names() {
		fmt.Println(n)
	}
}
