package main

import (
	"flag"
	"log"
	"time"

	"example.com/uptimed/config"
	"example.com/uptimed/daemon"
)

func main() {
	path := flag.String("config", "/etc/uptimed.json", "target list")
	tick := flag.Duration("tick", 30*time.Second, "probe interval")
	flag.Parse()
	cfg, err := config.Load(*path)
	if err != nil {
		log.Fatal(err)
	}
	daemon.Run(cfg, *tick)
}
