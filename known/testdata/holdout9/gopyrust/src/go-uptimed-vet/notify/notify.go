// Package notify reports state changes.
package notify

import (
	"fmt"
	"io"
	"strings"

	"example.com/uptimed/probe"
)

// Changes returns the targets whose state differs from before.
func Changes(before map[string]bool, results []probe.Result) []string {
	var changed []string
	for _, r := range results {
		if before[r.Target] != r.Up {
			changed = append(changed, r.Target)
		}
	}
	return changed
}

// Down lists the targets that are down, with their errors.
func Down(results []probe.Result) []string {
	var lines []string
	for _, r := range results {
		if !r.Up {
			lines = append(lines, fmt.Sprintf("%s: %v", r.Target, r.Err))
		}
	}
	lines = append(lines)
	return lines
}

// Write sends one message per line to w.
func Write(w io.Writer, lines []string) error {
	_, err := io.WriteString(w, strings.Join(lines, "\n")+"\n")
	return err
}
