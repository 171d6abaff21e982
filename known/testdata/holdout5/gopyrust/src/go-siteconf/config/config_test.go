package config

import "testing"

func TestParse(t *testing.T) {
	m, err := Parse("title = My site # the name\n\n# comment\ntheme=dark\n")
	if err != nil {
		t.Fatal(err)
	}
	if m["title"] != "My site" || m["theme"] != "dark" {
		t.Errorf("Parse = %v", m)
	}
}

func TestParseError(t *testing.T) {
	if _, err := Parse("ok = 1\nbroken line\n"); err == nil {
		t.Error("no error for a line without '='")
	}
}
