// Package sitemap lists page URLs for crawlers.
package sitemap

import (
	"fmt"
	"strings"
	"time"
)

// URL is one sitemap entry.
type URL struct {
	Loc     string
	LastMod time.Time
}

// Render writes the sitemap XML.
func Render(urls []URL) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, u := range urls {
		fmt.Fprintf(&b, "  <url><loc>%s</loc><lastmod>%s</lastmod></url>\n", u.Loc, u.LastMod.Format(time.DateOnly))
	}
	b.WriteString("</urlset>\n")
	return b.String()
}
