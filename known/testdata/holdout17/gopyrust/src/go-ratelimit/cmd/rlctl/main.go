package main

import (
	"fmt"
	"os"
	"time"

	"example.com/ratelimit/limiter"
	"example.com/ratelimit/probe"
)

func main() {
	if len(os.Args) > 1 {
		if err := probe.Ready(os.Args[1], 2*time.Second); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	l := limiter.New(5, 10)
	now := time.Now()
	for i := 0; i < 12; i++ {
		fmt.Println(i, l.Allow("demo", now))
	}
	if b, ok := l.Snapshot("demo"); ok {
		fmt.Printf("tokens left: %.1f\n", b.Tokens())
	}
}
