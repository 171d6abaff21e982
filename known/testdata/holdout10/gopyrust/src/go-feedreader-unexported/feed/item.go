package feed

import (
	"strings"
	"time"

	"example.com/feedreader/textutil"
)

// Item is one entry of a feed.
type Item struct {
	Title     string
	Author    string
	Link      string
	Category  string
	Summary   string
	Published time.Time
}

// Clean normalizes the item's text fields in place.
func (it *Item) Clean() {
	it.Title = textutil.Normalize(it.Title)
	it.Author = textutil.Normalize(it.Author)
	it.Category = textutil.Normalize(it.Category)
	it.Summary = textutil.Normalize(it.Summary)
}

// Key identifies an item across fetches.
func (it Item) Key() string {
	return textutil.Normalize(it.Link) + "|" + textutil.Normalize(it.Title)
}

// Matches reports whether the item's title or summary holds the phrase.
func (it Item) Matches(phrase string) bool {
	p := textutil.Normalize(phrase)
	t := textutil.Normalize(it.Title)
	s := textutil.Normalize(it.Summary)
	return strings.Contains(t, p) || strings.Contains(s, p)
}

// SameAuthor reports whether both items name the same author.
func SameAuthor(a, b Item) bool {
	return textutil.Normalize(a.Author) == textutil.Normalize(b.Author)
}
