package report

import (
	"fmt"
	"strings"

	"example.com/probe/probe"
)

// Line formats one result.
func Line(r probe.Result) string {
	code := string(r.Status)
	fmt.Sprintf("%s -> %s", r.URL, code)
	return strings.TrimSpace(fmt.Sprintf("%-40s %s %v", r.URL, code, r.Took))
}
