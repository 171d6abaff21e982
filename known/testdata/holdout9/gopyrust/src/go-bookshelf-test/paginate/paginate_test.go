package paginate

import (
	"reflect"
	"testing"
)

func TestCount(t *testing.T) {
	cases := []struct{ total, per, want int }{
		{0, 10, 0},
		{10, 10, 1},
		{20, 10, 2},
		{5, 0, 0},
	}
	for _, c := range cases {
		if got := Count(c.total, c.per); got != c.want {
			t.Errorf("Count(%d, %d) = %d, want %d", c.total, c.per, got, c.want)
		}
	}
}

func TestPagesLastPartial(t *testing.T) {
	pages := Pages(23, 10)
	if len(pages) != 3 {
		t.Fatalf("Pages(23, 10) returned %d pages, want 3: %+v", len(pages), pages)
	}
	if last := pages[2]; last.Start != 20 || last.End != 23 {
		t.Errorf("last page = %+v, want items 20..23", last)
	}
}

func TestWindow(t *testing.T) {
	cases := []struct {
		cur, count, width int
		want              []int
	}{
		{1, 10, 5, []int{1, 2, 3, 4, 5}},
		{6, 10, 5, []int{4, 5, 6, 7, 8}},
		{10, 10, 5, []int{6, 7, 8, 9, 10}},
		{2, 3, 5, []int{1, 2, 3}},
	}
	for _, c := range cases {
		if got := Window(c.cur, c.count, c.width); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Window(%d, %d, %d) = %v, want %v", c.cur, c.count, c.width, got, c.want)
		}
	}
}
