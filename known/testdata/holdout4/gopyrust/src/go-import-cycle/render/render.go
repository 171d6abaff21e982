// Package render turns posts into HTML.
package render

import (
	"html"
	"strings"

	"example.com/blog/post"
)

// FirstParagraph returns the first paragraph of a body, escaped, in a <p>.
func FirstParagraph(body string) string {
	para, _, _ := strings.Cut(strings.TrimSpace(body), "\n\n")
	return "<p>" + html.EscapeString(para) + "</p>"
}

// Page renders a whole post.
func Page(p post.Post) string {
	var b strings.Builder
	b.WriteString("<article><h1>" + html.EscapeString(p.Title) + "</h1>\n")
	for _, para := range strings.Split(p.Body, "\n\n") {
		b.WriteString("<p>" + html.EscapeString(para) + "</p>\n")
	}
	b.WriteString("</article>\n")
	return b.String()
}
