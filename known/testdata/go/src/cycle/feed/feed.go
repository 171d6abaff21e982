// Package feed lists posts newest first.
package feed

import "example.com/cycle/post"

// Latest returns the newest post's title.
func Latest(ps []post.Post) string { return ps[len(ps)-1].Title }
