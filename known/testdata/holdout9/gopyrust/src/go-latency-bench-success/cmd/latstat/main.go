package main

import (
	"bufio"
	"fmt"
	"os"
	"time"

	"example.com/latstat/quantile"
	"example.com/latstat/ring"
)

func main() {
	b := ring.New(10000)
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		d, err := time.ParseDuration(sc.Text())
		if err != nil {
			fmt.Fprintln(os.Stderr, "latstat: skipping", sc.Text())
			continue
		}
		b.Add(d)
	}
	s := quantile.Summarize(b.Snapshot())
	fmt.Printf("n=%d p50=%v p90=%v p99=%v max=%v\n", b.Len(), s.P50, s.P90, s.P99, s.Max)
}
