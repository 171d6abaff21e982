// Command siteconf prints the parsed settings of a site file.
package main

import (
	"fmt"
	"os"

	"example.com/siteconf/config"
)

func main() {
	b, err := os.ReadFile("site.conf")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	m, err := config.Parse(string(b))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for k, v := range m {
		fmt.Printf("%s=%s\n", k, v)
	}
}
