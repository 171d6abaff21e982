//go:build evaldbg

package known

import (
	"os"
	"testing"
)

// Scratch: dumps the generic candidates and causes of one log (WT_LOG).
func TestDbgGuesses(t *testing.T) {
	set := mustSet(t)
	data, _ := os.ReadFile(os.Getenv("WT_LOG"))
	rd := set.NewReader(Options{})
	r := rd.(*reader)
	n := 0
	for len(data) > 0 {
		i := 0
		for i < len(data) && data[i] != '\n' {
			i++
		}
		n++
		r.Line(n, data[:i])
		if i < len(data) {
			i++
		}
		data = data[i:]
	}
	for _, c := range r.causes {
		t.Logf("CAUSE %v orphan=%v at=%d cmd=%d %s %q", c.f.Span, c.orphan, c.at, c.cmdFrom, c.f.Format, c.f.Title)
	}
	for _, g := range r.guesses {
		t.Logf("GUESS %v sum=%v %q", g.f.Span, g.summary, g.f.Title)
	}
	res := r.Result()
	for _, c := range res.RootCauses {
		t.Logf("ROOT %v %s %q", c.Span, c.Format, c.Title)
	}
}
