package slug

import "testing"

func TestMake(t *testing.T) {
	for _, c := range []struct {
		in   string
		max  int
		want string
	}{
		{"Hello, World!", 0, "hello-world"},
		{"  Go 1.22: What's new?  ", 0, "go-1-22-what-s-new"},
		{"Über größe Straße", 0, "ueber-groesse-strasse"},
		{"Crème brûlée à la française", 0, "creme-brulee-a-la-francaise"},
		{"a very long title that needs cutting", 20, "a-very-long-title"},
		{"---", 0, ""},
		{"error: file not found", 0, "error-file-not-found"},
	} {
		if got := Make(c.in, c.max); got != c.want {
			t.Errorf("Make(%q, %d) = %q, want %q", c.in, c.max, got, c.want)
		}
	}
}
