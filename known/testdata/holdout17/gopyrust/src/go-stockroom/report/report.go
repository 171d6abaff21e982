// Package report formats stock levels as text.
package report

import (
	"fmt"
	"strings"
)

// Line formats one level.
func Line(loc, sku string, qty int) string {
	return fmt.Sprintf("%-6s %-14s %5d", loc, sku, qty)
}

// Table joins lines.
func Table(lines []string) string { return strings.Join(lines, "\n") + "\n" }
