package digest

import (
	"bytes"
	"os"
	"sort"
	"testing"
)

func TestZZStats(t *testing.T) {
	data, err := os.ReadFile(os.Getenv("ZZLOG"))
	if err != nil {
		t.Skip()
	}
	lines := bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
	m := New(Options{})
	for i, l := range lines {
		m.Line(i+1, l)
	}
	r := m.Result()
	t.Logf("lines %d records %d variants %d clusters %d roots %d templates %d", len(lines), m.records, len(m.variants), len(m.all), m.roots, len(r.Templates))
	cs := append([]*cluster(nil), m.all...)
	sort.Slice(cs, func(i, j int) bool { return len(cs[i].variants) > len(cs[j].variants) })
	for _, c := range cs[:0] {
		t.Logf("cluster %d variants %d: %s", c.id, len(c.variants), joinWords(c.toks))
		for _, v := range c.variants[:5] {
			t.Logf("   %s", joinWords(v.toks))
		}
	}
}
