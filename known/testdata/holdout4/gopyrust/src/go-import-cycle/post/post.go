// Package post holds blog posts.
package post

import (
	"time"

	"example.com/blog/render"
	"example.com/blog/slug"
)

// Post is one article.
type Post struct {
	Title     string
	Body      string
	Published time.Time
	Tags      []string
}

// Slug returns the post's URL path segment.
func (p Post) Slug() string { return slug.Make(p.Title) }

// Excerpt returns the first paragraph as HTML.
func (p Post) Excerpt() string { return render.FirstParagraph(p.Body) }
