// Package atom renders a minimal Atom feed.
package atom

import (
	"encoding/xml"
	"time"
)

type Entry struct {
	XMLName xml.Name  `xml:"entry"`
	Title   string    `xml:"title"`
	ID      string    `xml:"id"`
	Updated time.Time `xml:"updated"`
}

// Render marshals entries, indented.
func Render(es []Entry) ([]byte, error) {
	return xml.MarshalIndent(es, "", "  ")
}
