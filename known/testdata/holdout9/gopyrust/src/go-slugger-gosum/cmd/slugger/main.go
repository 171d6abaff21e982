package main

import (
	"bufio"
	"fmt"
	"os"

	"example.com/slugger/slug"
	"example.com/slugger/title"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		fmt.Printf("%s\t%s\n", slug.Make(sc.Text()), title.Case(sc.Text()))
	}
}
