package slug

import (
	"errors"
	"os"
	"testing"
)

func TestMake(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Hello, World", "hello-world"},
		{"  Go 1.26 released!  ", "go-1-26-released"},
		{"Error: FAILED to parse", "error-failed-to-parse"},
	}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			got, err := Make(c.in)
			if err != nil || got != c.want {
				t.Fatalf("Make(%q) = %q, %v; want %q", c.in, got, err, c.want)
			}
		})
	}
}

func TestMakeEmpty(t *testing.T) {
	_, err := Make("!!! ---")
	if !errors.Is(err, ErrEmpty) {
		t.Fatalf("err = %v", err)
	}
	t.Logf("error (expected): %v", err)
}

func TestMakeFromCorpus(t *testing.T) {
	if os.Getenv("SLUG_CORPUS") == "" {
		t.Skip("SLUG_CORPUS not set; skipping corpus test")
	}
}
