// Package report formats link check results.
package report

import (
	"fmt"
	"io"
	"net/http"

	"example.com/linkcheck/fetch"
)

// Write prints one line per broken link and a total.
func Write(w io.Writer, broken []fetch.Status) {
	for _, s := range broken {
		text := "unreachable"
		if s.Code != 0 {
			text = fmt.Sprintf("%d %s", s.Code, http.StatusText(s.Code))
		}
		fmt.Fprintf(w, "BROKEN %s (%s)\n", s.URL, text)
	}
	fmt.Fprintf(w, "%d broken link(s)\n", len(broken))
}
