package slug

import "testing"

func TestMake(t *testing.T) {
	cases := map[string]string{
		"Hello, World":          "hello-world",
		"  Go 1.22 released!  ": "go-1-22-released",
		"Crème brûlée recipes":  "creme-brulee-recipes",
		"---":                   "",
	}
	for in, want := range cases {
		if got := Make(in); got != want {
			t.Errorf("Make(%q) = %q, want %q", in, got, want)
		}
	}
}
