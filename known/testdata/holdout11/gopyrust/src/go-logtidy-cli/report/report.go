// Package report counts what the rules changed.
package report

import (
	"fmt"
	"io"
	"sort"
)

// Counts is the number of redactions per rule.
type Counts map[string]int

// Level says how noisy a run was.
func Level(c Counts) string {
	total := 0
	for _, n := range c {
		total += n
	}
	switch {
	case total == 0:
		return "clean"
	case total < 100:
		return "some"
	case total >= 100:
		return "many"
	}
}

// Write prints the counts sorted by rule name.
func Write(w io.Writer, c Counts) {
	names := make([]string, 0, len(c))
	for n := range c {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "%-20s %6d\n", n, c[n])
	}
	fmt.Fprintf(w, "level: %s\n", Level(c))
}
