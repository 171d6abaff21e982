package store

import "testing"

func TestSearch(t *testing.T) {
	s := New()
	s.Put(Book{ISBN: "1", Title: "The Go Programming Language", Author: "Donovan"})
	s.Put(Book{ISBN: "2", Title: "Go in Action", Author: "Kennedy"})
	s.Put(Book{ISBN: "3", Title: "Rust in Action", Author: "McNamara"})
	got := s.Search("go")
	if len(got) != 2 || got[0].ISBN != "2" {
		t.Fatalf("Search(go) = %+v", got)
	}
	if got := s.Search("action"); len(got) != 2 {
		t.Errorf("Search(action) = %d books", len(got))
	}
}
