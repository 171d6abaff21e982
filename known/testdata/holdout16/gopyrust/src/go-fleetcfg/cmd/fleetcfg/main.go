package main

import (
	"fmt"
	"os"

	"example.com/fleetcfg/presets"
)

func main() {
	for _, s := range presets.All {
		if err := s.Validate(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Printf("%-10s :%d x%d\n", s.Name, s.Port, s.Replicas)
	}
}
