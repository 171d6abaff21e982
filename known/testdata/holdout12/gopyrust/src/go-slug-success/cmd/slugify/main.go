package main

import (
	"fmt"
	"os"

	"example.com/slug/slug"
)

func main() {
	for _, a := range os.Args[1:] {
		s, err := slug.Make(a)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println(s)
	}
}
