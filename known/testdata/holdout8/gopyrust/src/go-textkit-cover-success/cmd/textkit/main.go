// Command textkit slugs or wraps its standard input.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"

	"example.com/textkit/slug"
	"example.com/textkit/wrap"
)

func main() {
	width := flag.Int("w", 72, "wrap width")
	doSlug := flag.Bool("slug", false, "print a slug of each line")
	flag.Parse()
	if *doSlug {
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			fmt.Println(slug.Make(sc.Text(), 60))
		}
		return
	}
	b, _ := io.ReadAll(os.Stdin)
	for _, l := range wrap.Lines(string(b), *width) {
		fmt.Println(l)
	}
}
