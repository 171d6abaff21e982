package main

import (
	"fmt"
	"log"
	"os"
	"os/signal"
	"syscall"
	"time"

	"example.com/svcd/worker"
)

func timed(name string, start time.Time) {
	log.Printf("%s took %s", name, time.Since(start))
}

func run() error {
	defer timed("run", time.Now())
	defer log.Printf("run done after %s", time.Since(time.Now()))
	p := worker.NewPool(4)
	p.Start()
	sig := make(chan os.Signal)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	<-sig
	return p.Stop()
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "svcd:", err)
		os.Exit(1)
	}
}
