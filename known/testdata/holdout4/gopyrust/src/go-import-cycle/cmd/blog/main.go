package main

import (
	"fmt"
	"os"
	"time"

	"example.com/blog/feed"
	"example.com/blog/post"
	"example.com/blog/render"
)

func main() {
	posts := []post.Post{{
		Title:     "Hello, world",
		Body:      "First post.\n\nMore to come.",
		Published: time.Date(2024, 5, 6, 7, 0, 0, 0, time.UTC),
	}}
	fmt.Print(render.Page(posts[0]))
	if err := feed.Write(os.Stdout, "Notes", "https://example.com", posts); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
