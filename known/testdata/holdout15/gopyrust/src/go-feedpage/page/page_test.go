package page

import (
	"fmt"
	"testing"
)

func titles(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("post %d", i+1)
	}
	return out
}

func TestCount(t *testing.T) {
	for _, c := range []struct{ n, size, want int }{{0, 10, 0}, {10, 10, 1}, {11, 10, 2}, {25, 10, 3}} {
		if got := New(c.n, c.size).Count(); got != c.want {
			t.Errorf("New(%d, %d).Count() = %d, want %d", c.n, c.size, got, c.want)
		}
	}
}

func TestSliceFirstPage(t *testing.T) {
	got := Slice(titles(7), New(7, 3), 0)
	if len(got) != 3 || got[0] != "post 1" {
		t.Fatalf("page 0 = %q", got)
	}
}

func TestSliceLastPage(t *testing.T) {
	got := Slice(titles(7), New(7, 3), 2)
	if len(got) != 1 || got[0] != "post 7" {
		t.Fatalf("page 2 = %q, want [post 7]", got)
	}
}
