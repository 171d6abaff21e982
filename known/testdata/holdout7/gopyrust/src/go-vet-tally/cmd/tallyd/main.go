package main

import (
	"fmt"
	"os"
	"time"

	"example.com/tally/flush"
	"example.com/tally/logx"
	"example.com/tally/metrics"
)

func main() {
	reg := &metrics.Registry{}
	log := &logx.Logger{W: os.Stderr, Now: time.Now}
	f := &flush.Flusher{Reg: reg, Sink: os.Stdout, Log: log, Interval: 10 * time.Second}
	snap := reg.Snapshot("requests")
	fmt.Println("starting with requests=%d", snap.Value())
	stop := make(chan struct{})
	f.Run(stop)
}
