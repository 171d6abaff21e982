package digest

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wisptriage/wisptriage/ingest"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// golden compares got with the file at path, or rewrites the file with -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the result (go test -update rewrites it); got:\n%s", path, got)
	}
}

// mineFile feeds a file to a Miner line by line, as notable does.
func mineFile(t testing.TB, path string) (*Miner, [][]byte) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var lines [][]byte
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	m := New(Options{})
	for n := 1; sc.Scan(); n++ {
		l := append([]byte(nil), sc.Bytes()...)
		lines = append(lines, l)
		m.Line(n, l)
	}
	return m, lines
}

// render writes a Result for review: counts, the notable list, bursts, the time span and
// every template.
func render(r Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "lines %d, records %d, blank %d, unmined %d, capped %v, templates %d\n",
		r.Lines, r.Records, r.Blank, r.Unmined, r.Capped, len(r.Templates))
	if r.Time != nil {
		fmt.Fprintf(&b, "time %s (L%d) .. %s (L%d)\n", r.Time.First, r.Time.FirstLine, r.Time.Last, r.Time.LastLine)
	}
	b.WriteString("notable:\n")
	for _, f := range r.Notable {
		fmt.Fprintf(&b, "  %-7s x%-4d %-9s %s", f.Severity, f.Count, f.Span, f.Title)
		if len(f.Evidence) > 0 {
			fmt.Fprintf(&b, "  [also %s]", ingest.Cite(f.Evidence))
		}
		b.WriteByte('\n')
	}
	for _, x := range r.Bursts {
		fmt.Fprintf(&b, "burst: %d of %d in %s: %s\n", x.Count, x.Total, x.Span, x.Template)
	}
	b.WriteString("templates:\n")
	for _, t := range r.Templates {
		trace := ""
		if t.Trace {
			trace = " +trace"
		}
		fmt.Fprintf(&b, "  %4d x%-4d L%-5d %-7s%s %s\n", t.ID, t.Count, t.First, t.Severity, trace, t.Template)
	}
	return b.String()
}

// TestGolden mines real logs made by the gen.sh beside each (nginx, PostgreSQL, Redis, a
// Python logging worker, a Go log/slog program) and compares the result with its golden
// file.
func TestGolden(t *testing.T) {
	cases := []struct{ name, input string }{
		{"nginx-error", "nginx/error.log"},
		{"nginx-access", "nginx/access.log"},
		{"postgres", "postgres/postgres.log"},
		{"redis", "redis/redis.log"},
		{"python", "python/worker.log"},
		{"slog", "slog/slog.log"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := filepath.Join("testdata", c.input)
			m, lines := mineFile(t, in)
			r := m.Result()
			accounted := r.Blank + r.Unmined
			for _, tp := range r.Templates {
				accounted += tp.Lines
			}
			if accounted != len(lines) {
				t.Errorf("%d lines accounted for, %d given", accounted, len(lines))
			}
			golden(t, strings.TrimSuffix(in, filepath.Ext(in))+".golden", []byte(render(r)))
		})
	}
}
