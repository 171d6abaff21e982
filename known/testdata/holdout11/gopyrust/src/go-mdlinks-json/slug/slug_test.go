package slug

import "testing"

func TestMake(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"plain", "Getting Started", "getting-started"},
		{"punctuation", "What's new?", "whats-new"},
		{"digits", "Release 2.4", "release-24"},
		{"underscore", "snake_case names", "snake_case-names"},
		{"dashes", "a -- b", "a-b"},
	}
	for _, c := range cases {
		c := c
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := Make(c.in); got != c.want {
				t.Fatalf("Make(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}
