// Package render fills page templates.
package render

import (
	"strings"
	"text/template"
)

// Page renders the named body with a title.
func Page(title, body string) (string, error) {
	t, err := template.New("page").Parse("<h1>{{.Title}}</h1>\n<main>{{.Body}}</main>\n")
	if err != nil {
		return "", err
	}
	var b strings.Builder
	err = t.Execute(&b, map[string]string{"Title": title, "Body": body})
	return b.String(), err
}

// Excerpt returns the first n words of s followed by an ellipsis when cut.
func Excerpt(s string, n int) string {
	w := strings.Fields(s)
	if len(w) <= n {
		return strings.Join(w, " ")
	}
	return strings.Join(w[:n], " ") + "…"
}
