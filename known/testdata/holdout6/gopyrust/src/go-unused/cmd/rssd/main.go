package main

import (
	"fmt"
	"log"
	"os"
	"time"

	"example.com/rssd/digest"
	"example.com/rssd/feed"
)

func main() {
	c, err := feed.Parse(os.Stdin)
	if err != nil {
		log.Fatal(err)
	}
	var entries []digest.Entry
	for _, it := range c.Items {
		when, err := it.Published()
		if err != nil {
			log.Printf("skipping %q: %v", it.Title, err)
			continue
		}
		entries = append(entries, digest.Entry{Title: it.Title, When: when})
	}
	for _, e := range digest.Build(entries, time.Now()) {
		fmt.Printf("%s  %s\n", e.When.Format("15:04"), e.Title)
	}
}
