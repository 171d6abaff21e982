// Package feed writes an Atom feed of posts.
package feed

import (
	"encoding/xml"
	"io"
	"time"

	"example.com/blog/post"
)

type entry struct {
	Title   string `xml:"title"`
	ID      string `xml:"id"`
	Updated string `xml:"updated"`
	Summary string `xml:"summary"`
}

type atom struct {
	XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
	Title   string   `xml:"title"`
	Entries []entry  `xml:"entry"`
}

// Write encodes posts as an Atom feed.
func Write(w io.Writer, title, base string, posts []post.Post) error {
	f := atom{Title: title}
	for _, p := range posts {
		f.Entries = append(f.Entries, entry{
			Title:   p.Title,
			ID:      base + "/" + p.Slug(),
			Updated: p.Published.Format(time.RFC3339),
			Summary: p.Excerpt(),
		})
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	return enc.Encode(f)
}
