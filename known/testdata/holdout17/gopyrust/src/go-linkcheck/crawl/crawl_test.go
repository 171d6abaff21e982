package crawl

import (
	"fmt"
	"strings"
	"testing"
)

func TestCheckAll(t *testing.T) {
	var urls []string
	for i := 0; i < 50; i++ {
		urls = append(urls, fmt.Sprintf("https://example.test/page/%02d", i))
	}
	dead := func(u string) bool { return !strings.HasSuffix(u, "7") }
	res := CheckAll(urls, 8, dead)
	if len(res) != 50 {
		t.Fatalf("got %d results, want 50", len(res))
	}
}
