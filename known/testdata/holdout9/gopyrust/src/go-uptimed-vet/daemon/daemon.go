// Package daemon runs the probe loop until it is told to stop.
package daemon

import (
	"log"
	"os"
	"os/signal"
	"syscall"
	"time"

	"example.com/uptimed/config"
	"example.com/uptimed/notify"
	"example.com/uptimed/probe"
)

// Run probes the targets every tick until SIGINT or SIGTERM.
func Run(cfg config.Config, tick time.Duration) {
	stop := make(chan os.Signal)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	state := map[string]bool{}
	t := time.NewTicker(tick)
	defer t.Stop()
	for {
		select {
		case <-stop:
			log.Print("uptimed: stopping")
			return
		case <-t.C:
			round(cfg, state)
		}
	}
}

func round(cfg config.Config, state map[string]bool) {
	start := time.Now()
	defer log.Printf("round took %v", time.Since(start))
	results := probe.All(cfg.Targets, 2*time.Second)
	for _, name := range notify.Changes(state, results) {
		log.Printf("state change: %s", name)
	}
	for _, r := range results {
		state[r.Target] = r.Up
	}
	if err := notify.Write(os.Stderr, notify.Down(results)); err != nil {
		log.Print(err)
	}
}
