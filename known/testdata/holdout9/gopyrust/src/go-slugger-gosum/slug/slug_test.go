package slug

import "testing"

func TestMake(t *testing.T) {
	for in, want := range map[string]string{
		"Hello, World!":          "hello-world",
		"Crème Brûlée recipes":   "creme-brulee-recipes",
		"  --Go 1.22 released--": "go-1-22-released",
	} {
		if got := Make(in); got != want {
			t.Errorf("Make(%q) = %q, want %q", in, got, want)
		}
	}
}
