package crawl

import (
	"fmt"
	"testing"
)

type fakeFetcher map[string][]string

func (f fakeFetcher) Links(u string) ([]string, error) {
	if l, ok := f[u]; ok {
		return l, nil
	}
	return nil, fmt.Errorf("404 not found: %s", u)
}

func TestCollect(t *testing.T) {
	f := fakeFetcher{
		"a": {"a/1", "a/2"},
		"b": {"b/1"},
		"c": {"c/1", "c/2", "c/3"},
	}
	got := Collect(f, []string{"a", "b", "c", "missing"})
	if len(got) != 6 {
		t.Errorf("got %d links, want 6: %v", len(got), got)
	}
}
