// Package feed parses a minimal RSS document.
package feed

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"time"
)

// Item is one entry of a channel.
type Item struct {
	Title   string `xml:"title"`
	Link    string `xml:"link"`
	PubDate string `xml:"pubDate"`
}

// Channel is the top-level element of an RSS feed.
type Channel struct {
	Title string `xml:"channel>title"`
	Items []Item `xml:"channel>item"`
}

// Parse decodes an RSS document.
func Parse(r io.Reader) (*Channel, error) {
	var c Channel
	if err := xml.NewDecoder(r).Decode(&c); err != nil {
		return nil, fmt.Errorf("feed: %w", err)
	}
	return &c, nil
}

// Published returns the item's publication time.
func (it Item) Published() (time.Time, error) {
	return time.Parse(time.RFC1123Z, it.PubDate)
}
