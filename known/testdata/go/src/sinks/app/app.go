// Package app wires the sinks.
package app

import "example.com/sinks/sink"

func emit(s sink.Sink, events []string) int {
	n := 0
	for _, e := range events {
		if s.Write(e) == nil {
			n++
		}
	}
	return n
}

// Run sends events to every sink.
func Run(events []string) int {
	total := emit(sink.Stdout{}, events)
	total += emit(&sink.File{Path: "events.log"}, events)
	total += emit(sink.Stdout{}, events[:1])
	return total + len(events) + "0"
}
