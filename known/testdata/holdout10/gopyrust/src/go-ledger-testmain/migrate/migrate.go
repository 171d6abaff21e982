// Package migrate applies schema statements in order.
package migrate

import (
	"fmt"
	"strings"
)

// Statement is one schema step.
type Statement struct {
	Version int
	SQL     string
}

// Parse splits a schema file into statements on lines "-- version N".
func Parse(src string) ([]Statement, error) {
	var out []Statement
	var cur *Statement
	for _, line := range strings.Split(src, "\n") {
		var v int
		if n, _ := fmt.Sscanf(line, "-- version %d", &v); n == 1 {
			out = append(out, Statement{Version: v})
			cur = &out[len(out)-1]
			continue
		}
		if cur == nil {
			if strings.TrimSpace(line) != "" {
				return nil, fmt.Errorf("statement before the first version line: %q", line)
			}
			continue
		}
		cur.SQL += line + "\n"
	}
	return out, nil
}

// Pending returns the statements newer than applied.
func Pending(all []Statement, applied int) []Statement {
	for i, s := range all {
		if s.Version > applied {
			return all[i:]
		}
	}
	return nil
}
