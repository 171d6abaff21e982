package links

import "testing"

func TestAddLookup(t *testing.T) {
	s := NewStore()
	c, err := s.Add("https://example.org/a/very/long/path?q=1")
	if err != nil {
		t.Fatal(err)
	}
	if len(c) != 7 {
		t.Errorf("code %q: want 7 characters", c)
	}
	if got, ok := s.Lookup(c); !ok || got != "https://example.org/a/very/long/path?q=1" {
		t.Errorf("Lookup(%q) = %q, %v", c, got, ok)
	}
}

func TestAddRejects(t *testing.T) {
	s := NewStore()
	for _, bad := range []string{"ftp://x.org/f", "example.org", "https://", "::"} {
		if _, err := s.Add(bad); err != ErrBadURL {
			t.Errorf("Add(%q) err = %v, want ErrBadURL", bad, err)
		}
	}
}

func TestCodeStable(t *testing.T) {
	if Code("https://go.dev/") != Code("https://go.dev/") {
		t.Error("Code is not stable")
	}
}
