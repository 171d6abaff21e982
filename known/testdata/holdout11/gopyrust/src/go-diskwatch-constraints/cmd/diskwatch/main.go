// Command diskwatch prints a warning when a file system is nearly full.
package main

import (
	"fmt"
	"os"

	"example.com/diskwatch/platform"
	"example.com/diskwatch/usage"
)

func main() {
	path := "/"
	if len(os.Args) > 1 {
		path = os.Args[1]
	}
	total, free, err := platform.Usage(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "diskwatch:", err)
		os.Exit(1)
	}
	switch usage.Classify(total, free) {
	case usage.Critical:
		fmt.Println("CRITICAL", path)
		os.Exit(2)
	case usage.Warn:
		fmt.Println("WARNING", path)
	default:
		fmt.Println("OK", path)
	}
}
