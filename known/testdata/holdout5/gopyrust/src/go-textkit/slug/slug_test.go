package slug

import (
	"fmt"
	"testing"
)

func TestMakeSimple(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Hello World", "hello-world"},
		{"  leading and trailing  ", "leading-and-trailing"},
		{"snake_case_title", "snake-case-title"},
		{"Already-slugged", "already-slugged"},
		{"Version 2 Notes", "version-2-notes"},
		{"Ünïcödé Läbel", "ünïcödé-läbel"},
		{"many    spaces", "many-spaces"},
	}
	for i, c := range cases {
		c := c
		t.Run(fmt.Sprintf("case_%d", i), func(t *testing.T) {
			if got := Make(c.in); got != c.want {
				t.Errorf("Make(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestMakeDashes(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"ascii_hyphen", "north-south", "north-south"},
		{"en_dash", "2019–2024 report", "2019-2024-report"},
	}
	for _, c := range cases {
		c := c
		t.Run(c.name, func(t *testing.T) {
			if got := Make(c.in); got != c.want {
				t.Errorf("Make(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestMakeNumbers(t *testing.T) {
	for n := 0; n < 40; n++ {
		n := n
		t.Run(fmt.Sprintf("n%02d", n), func(t *testing.T) {
			want := fmt.Sprintf("part-%d", n)
			if got := Make(fmt.Sprintf("Part %d", n)); got != want {
				t.Errorf("got %q, want %q", got, want)
			}
		})
	}
}
