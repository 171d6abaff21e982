package main

import (
	"fmt"
	"os"

	"example.com/pktstat/report"
	"example.com/pktstat/wire"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: pktstat FILE")
		os.Exit(2)
	}
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	h, err := wire.Decode(data)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("captured %d of %d bytes\n", h.InclLen, h.OrigLen, h.TsSec)
	report.Write(os.Stdout, []report.Row{{Host: "local", Packets: 1, Bytes: int64(h.InclLen)}})
}
