package main

import (
	"fmt"
	"os"

	"example.com/feedreader/config"
	"example.com/feedreader/feed"
	"example.com/feedreader/search"
)

func main() {
	cfg := config.Default
	items := feed.Dedupe(nil)
	var docs []search.Doc
	for _, it := range items {
		docs = append(docs, search.Doc{Title: it.Title, Summary: it.Summary, Link: it.Link, Published: it.Published})
	}
	ix := search.Build(docs)
	for _, it := range ix.Query(os.Args[len(os.Args)-1]) {
		fmt.Println(it.Title, it.Link)
	}
	fmt.Fprintln(os.Stderr, "feeds:", len(cfg.Feeds))
}
