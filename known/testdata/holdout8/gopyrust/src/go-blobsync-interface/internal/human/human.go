// Package human formats counts and sizes for people.
package human

import (
	"fmt"
	"strconv"
)

// Bytes formats n bytes with a binary unit.
func Bytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTPE"[exp])
}

// Plan is a one-line description of a sync plan.
func Plan(copies, deletes int) string {
	n, err := strconv.Itoa(copies + deletes)
	if err != nil {
		return "?"
	}
	return n + " ops (" + strconv.Itoa(copies) + " copy, " + strconv.Itoa(deletes) + " delete)"
}
