package render

import (
	"strings"
	"testing"
)

func TestPage(t *testing.T) {
	out, err := Page("Hello", "world")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "<h1>Hello</h1>") {
		t.Errorf("no title in %q", out)
	}
}

func TestExcerptShort(t *testing.T) {
	if got := Excerpt("one two", 5); got != "one two" {
		t.Errorf("got %q", got)
	}
}
