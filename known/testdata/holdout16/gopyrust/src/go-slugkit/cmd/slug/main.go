// Command slug prints the slug of each argument.
package main

import (
	"fmt"
	"os"
	"strings"

	"example.com/slugkit/slug"
)

func main() {
	if len(os.Args) < 2 {
		usage := "usage: slug TITLE...\n"
		fmt.Fprintf(os.Stderr, usage)
		os.Exit(2)
	}
	out := make([]string, 0, len(os.Args)-1)
	for _, a := range os.Args[1:] {
		out = append(out, slug.Make(a))
	}
	fmt.Println(strings.Join(out, "\n"))
}
