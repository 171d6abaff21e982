// Package tail streams the lines of a log and filters them.
package tail

import (
	"bufio"
	"io"
	"strings"
)

// Lines sends each line of r on the returned channel.
func Lines(r io.Reader) <-chan string {
	ch := make(chan string)
	go func() {
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			ch <- sc.Text()
		}
	}()
	return ch
}

// Grep collects the lines of r that contain substr.
func Grep(r io.Reader, substr string) []string {
	var out []string
	for l := range Lines(r) {
		if strings.Contains(l, substr) {
			out = append(out, l)
		}
	}
	return out
}
