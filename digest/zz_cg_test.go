package digest

import (
	"bytes"
	"os"
	"strconv"
	"testing"
)

func TestZZPrepCG(t *testing.T) {
	path := os.Getenv("CGLOG")
	if path == "" {
		t.Skip()
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.Split(data, []byte("\n"))
	if n, _ := strconv.Atoi(os.Getenv("CGN")); n > 0 && n < len(lines) {
		lines = lines[:n]
	}
	p := New(Options{}).Prep()
	allHits := 0
	if os.Getenv("CGOFF") != "" {
		p.cache.lines = -1 << 60
	}
	var b Batch
	for i, l := range lines {
		if i%5000 == 0 {
			b.Reset()
		}
		h0 := p.cache.hits
		p.Line(&b, i+1, l)
		if p.cache.hits > h0 {
			allHits++
		}
	}
	t.Logf("lines %d hits %.3f", len(lines), float64(allHits)/float64(len(lines)))
}
