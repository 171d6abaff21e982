package extract

import (
	"reflect"
	"testing"
)

func TestLinks(t *testing.T) {
	page := `<a href="/about">About</a> <img SRC='/logo.png'> <a href="/about#team">Team</a> <a href="https://example.org/">x</a>`
	want := []string{"/about", "/logo.png", "https://example.org/"}
	if got := Links(page); !reflect.DeepEqual(got, want) {
		t.Errorf("Links = %q, want %q", got, want)
	}
}
