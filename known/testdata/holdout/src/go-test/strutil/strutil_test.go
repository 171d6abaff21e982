package strutil

import "testing"

func TestTitle(t *testing.T) {
	for in, want := range map[string]string{"": "", "go": "Go", "Go": "Go"} {
		if got := Title(in); got != want {
			t.Errorf("Title(%q) = %q, want %q", in, got, want)
		}
	}
}
