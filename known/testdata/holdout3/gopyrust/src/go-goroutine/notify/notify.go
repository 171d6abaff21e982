// Package notify renders e-mail bodies for finished jobs.
package notify

import (
	"bytes"

	"golang.org/x/net/html"
)

// Body returns the HTML body for a finished job, with id escaped.
func Body(id string, ok bool) string {
	var b bytes.Buffer
	status := "failed"
	if ok {
		status = "done"
	}
	b.WriteString("<p>Job <b>" + html.EscapeString(id) + "</b> " + status + "</p>")
	return b.String()
}
