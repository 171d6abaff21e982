// Package post holds a post and, wrongly, links back to the feed.
package post

import "example.com/cycle/feed"

// Post is one entry.
type Post struct{ Title string }

// Headline uses the feed to name the newest post.
func Headline(ps []Post) string { return feed.Latest(ps) }
