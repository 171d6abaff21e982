package shape

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/wisptriage/wisptriage/ingest"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

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

// renderOutline writes an outline for review, one path a line.
func renderOutline(o Outline) string {
	var b strings.Builder
	fmt.Fprintf(&b, "values %d, lines %d, bytes %d\n", o.Values, o.Lines, o.Bytes)
	if o.Err != nil {
		fmt.Fprintf(&b, "stopped at %d:%d (offset %d): %v\n", o.Err.Line, o.Err.Column, o.Err.Offset, o.Err.Err)
	}
	var walk func(n *Node, depth int)
	walk = func(n *Node, depth int) {
		fmt.Fprintf(&b, "%s%s %s x%d L%d", strings.Repeat("  ", depth), n.Path, n.Type(), n.Count, n.Line)
		if n.MaxLen > 0 {
			fmt.Fprintf(&b, " len<=%d", n.MaxLen)
		}
		if len(n.Samples) > 0 {
			fmt.Fprintf(&b, " e.g. %s", strings.Join(n.Samples, ", "))
		}
		if n.MoreKeys > 0 {
			fmt.Fprintf(&b, " +%d keys", n.MoreKeys)
		}
		if n.Truncated {
			b.WriteString(" (deeper not outlined)")
		}
		b.WriteByte('\n')
		for _, c := range n.Children {
			walk(c, depth+1)
		}
	}
	walk(o.Root, 0)
	for _, r := range o.Large {
		fmt.Fprintf(&b, "large %s %s %d items %s\n", r.Kind, r.Path, r.Items, r.Span)
	}
	return b.String()
}

// TestOutlineGolden outlines real JSON documents: `npm ls --json --all`, `eslint -f json`
// and `jest --json` (see the gen.sh beside each).
func TestOutlineGolden(t *testing.T) {
	for _, name := range []string{"npm/ls.json", "eslint/report.json", "jest/results.json"} {
		t.Run(name, func(t *testing.T) {
			in := filepath.Join("testdata", name)
			f, err := os.Open(in)
			if err != nil {
				t.Skipf("no sample: %v", err)
			}
			defer f.Close()
			o, err := OutlineJSON(context.Background(), f, Options{})
			if err != nil {
				t.Fatal(err)
			}
			golden(t, strings.TrimSuffix(in, ".json")+".golden", []byte(renderOutline(o)))
		})
	}
}

// TestOutline checks types, lengths, lines and samples on small documents, and where
// parsing stops on bad ones.
func TestOutline(t *testing.T) {
	cases := []struct {
		name, in, want string
		errAt          string // "line:col" where parsing stops
	}{
		{"object", "{\n \"a\": 1,\n \"b\": [true, null, \"x\"],\n \"c\": {\"d\": 2.5}\n}\n",
			"values 1, lines 5, bytes 55\n$ object x1 L1 len<=3\n  $.a number x1 L2 e.g. 1\n  $.b array x1 L3 len<=3\n    $.b[] bool|null|string x3 L3 e.g. true, null, \"x\"\n  $.c object x1 L4 len<=1\n    $.c.d number x1 L4 e.g. 2.5\n", ""},
		{"array of records", `[{"id":1,"n":"a"},{"id":2},{"id":3,"n":"c"}]`,
			"values 1, lines 1, bytes 44\n$ array x1 L1 len<=3\n  $[] object x3 L1 len<=2\n    $[].id number x3 L1 e.g. 1, 2, 3\n    $[].n string x2 L1 e.g. \"a\", \"c\"\n", ""},
		{"truncated", "{\"a\": [1, 2,\n 3", "", "2:3"},
		{"invalid", "{\"a\": 1,\n  \"b\": tru }", "", "2:11"},
		{"empty", "", "values 0, lines 0, bytes 0\n$ none x0 L0\n", ""},
		{"odd key", `{"a b": {"": 1}}`, "values 1, lines 1, bytes 16\n$ object x1 L1 len<=1\n  $[\"a b\"] object x1 L1 len<=1\n    $[\"a b\"][\"\"] number x1 L1 e.g. 1\n", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o, err := OutlineJSON(context.Background(), strings.NewReader(c.in), Options{})
			if c.errAt != "" {
				var pe *PosError
				if !errors.As(err, &pe) {
					t.Fatalf("error %v, want a *PosError", err)
				}
				if got := fmt.Sprintf("%d:%d", pe.Line, pe.Column); got != c.errAt {
					t.Errorf("stopped at %s, want %s (%v)", got, c.errAt, err)
				}
				if o.Root == nil || o.Root.Count != 1 {
					t.Errorf("no outline of what came before: %+v", o.Root)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := renderOutline(o); got != c.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}

// deepReader yields n '[' then n ']' without holding them in memory.
type deepReader struct{ n, i int }

func (d *deepReader) Read(p []byte) (int, error) {
	k := 0
	for k < len(p) && d.i < 2*d.n {
		if d.i < d.n {
			p[k] = '['
		} else {
			p[k] = ']'
		}
		k++
		d.i++
	}
	if k == 0 {
		return 0, io.EOF
	}
	return k, nil
}

// TestOutlineHostile: 100,000 nested levels and a 50 MiB string neither panic nor hold
// the input in memory.
func TestOutlineHostile(t *testing.T) {
	o, err := OutlineJSON(context.Background(), &deepReader{n: 100000}, Options{})
	if err != nil {
		var pe *PosError
		if !errors.As(err, &pe) || pe.Line != 1 {
			t.Fatalf("deep nesting: %v", err)
		}
	}
	if !nodeTruncated(o.Root) {
		t.Errorf("deep nesting not cut at MaxDepth")
	}
	big := io.MultiReader(strings.NewReader(`{"blob": "`), io.LimitReader(repeatByte('x'), 50<<20), strings.NewReader("\",\n\"after\": 1}\n"))
	o, err = OutlineJSON(context.Background(), big, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Large) != 1 || o.Large[0].Kind != "string" || o.Large[0].Items != 50<<20 {
		t.Errorf("long string not reported: %+v", o.Large)
	}
	if after := o.Root.Children[1]; after.Path != "$.after" || after.Line != 2 {
		t.Errorf("lines after the long string are off: %+v", after)
	}
	_, err = OutlineJSON(context.Background(), io.MultiReader(strings.NewReader("["), io.LimitReader(repeatByte('1'), 4<<20)), Options{})
	var pe *PosError
	if !errors.As(err, &pe) {
		t.Errorf("a 4 MiB number: %v", err)
	}
}

func nodeTruncated(n *Node) bool {
	if n.Truncated {
		return true
	}
	for _, c := range n.Children {
		if nodeTruncated(c) {
			return true
		}
	}
	return false
}

type repeatByte byte

func (r repeatByte) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(r)
	}
	return len(p), nil
}

// TestLines outlines a real JSON Lines stream from log/slog with plain lines mixed in.
func TestLines(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "slogjson", "app.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	l := NewLines(Options{})
	sc := bufio.NewScanner(bytes.NewReader(data))
	n := 0
	for sc.Scan() {
		n++
		l.Line(n, sc.Bytes())
	}
	r := l.Result()
	var b strings.Builder
	fmt.Fprintf(&b, "lines %d records %d blank %d not-json %d at %s\n", r.Lines, r.Records, r.Blank, r.NotJSON, ingest.Cite(r.NotJSONLines))
	fmt.Fprintf(&b, "level field %q, message field %q, time field %q\n", r.LevelField, r.MessageField, r.TimeField)
	var lv []string
	for k, v := range r.Levels {
		lv = append(lv, fmt.Sprintf("%s=%d", k, v))
	}
	sort.Strings(lv)
	fmt.Fprintf(&b, "levels %s\n", strings.Join(lv, " "))
	for _, f := range r.Fields {
		var ty []string
		for k := range f.Types {
			ty = append(ty, k)
		}
		sort.Strings(ty)
		fmt.Fprintf(&b, "field %-12s x%-3d %s first L%d", f.Name, f.Count, strings.Join(ty, "|"), f.First)
		if f.Name != "time" && len(f.Samples) > 0 {
			fmt.Fprintf(&b, " e.g. %s", strings.Join(f.Samples, ", "))
		}
		b.WriteByte('\n')
	}
	for _, tp := range r.Digest.Templates {
		fmt.Fprintf(&b, "template x%d %s %s\n", tp.Count, tp.Severity, tp.Template)
	}
	for _, f := range r.Digest.Notable {
		fmt.Fprintf(&b, "notable %s %s x%d %s\n", f.Span, f.Severity, f.Count, f.Title)
	}
	golden(t, filepath.Join("testdata", "slogjson", "app.golden"), []byte(b.String()))
	if r.Lines != n || r.Records+r.NotJSON+r.Blank != n {
		t.Errorf("lines not accounted for: %+v", r)
	}
}

func TestDetect(t *testing.T) {
	cases := []struct {
		name, in string
		want     Kind
	}{
		{"empty", " \n", KindEmpty},
		{"json doc", "{\n  \"a\": 1\n}\n", KindJSON},
		{"json one line", `{"a": [1, 2]}`, KindJSON},
		{"json array", "[\n1,\n2]", KindJSON},
		{"jsonl", "{\"level\":\"info\",\"msg\":\"a\"}\n{\"level\":\"error\",\"msg\":\"b\"}\n{\"msg\":\"c\"}\n", KindJSONLines},
		{"log", "2024-01-02 10:00:00 INFO a\n2024-01-02 10:00:01 ERROR b\n", KindLog},
		{"syslog", "Jun 14 15:16:01 combo sshd[1]: a\nJun 14 15:16:02 combo sshd[1]: b\n", KindLog},
		{"text", "hello world\nthis is prose\n", KindText},
		{"binary", "\x00\x01\x02ELF", KindBinary},
		{"cut prefix", "{\"a\":1}\n{\"b\":2}\n{\"c\":", KindJSONLines},
	}
	for _, c := range cases {
		if got := Detect([]byte(c.in)); got != c.want {
			t.Errorf("%s: Detect = %s, want %s", c.name, got, c.want)
		}
	}
}

func TestBlocks(t *testing.T) {
	log := []string{
		"Run npm audit --json",
		"{",
		`  "auditReportVersion": 2,`,
		`  "vulnerabilities": {"a": [1, "}"]}`,
		"}",
		"{\"one\": \"line\"}",
		"[ not json",
		"done",
	}
	b := NewBlocks(0)
	for i, l := range log {
		b.Line(i+1, []byte(l))
	}
	if got := b.Result(); len(got) != 1 || got[0] != (ingest.Span{From: 2, To: 5}) {
		t.Errorf("blocks %v, want [L2-5]", got)
	}
}

func FuzzOutline(f *testing.F) {
	f.Add([]byte("{\"a\": [1, 2, {\"b\": null}], \"c\": \"x\\\"y\"}"))
	f.Add([]byte("[[[[[[[[[[[[1]]]]]]]]]]]]"))
	f.Add([]byte("{\"a\":\n tru"))
	f.Add([]byte("\"\\u12"))
	f.Fuzz(func(t *testing.T, data []byte) {
		o, err := OutlineJSON(context.Background(), bytes.NewReader(data), Options{MaxDepth: 3, MaxStringBytes: 8, LargeItems: 2})
		if err != nil {
			var pe *PosError
			if !errors.As(err, &pe) {
				t.Fatalf("error without a position: %v", err)
			}
			if pe.Line < 1 || pe.Column < 1 || pe.Offset < 0 || pe.Offset > int64(len(data)) {
				t.Fatalf("position %d:%d offset %d out of range (len %d)", pe.Line, pe.Column, pe.Offset, len(data))
			}
		}
		if o.Bytes != int64(len(data)) && err == nil {
			t.Fatalf("read %d of %d bytes", o.Bytes, len(data))
		}
		Detect(data)
	})
}

func BenchmarkOutline(b *testing.B) {
	var doc bytes.Buffer
	doc.WriteString("{\"results\": [\n")
	for i := 0; i < 20000; i++ {
		if i > 0 {
			doc.WriteString(",\n")
		}
		fmt.Fprintf(&doc, `  {"id": %d, "name": "item-%d", "tags": ["a", "b"], "score": %d.5, "ok": true, "meta": {"owner": "team-%d"}}`, i, i, i%100, i%7)
	}
	doc.WriteString("\n]}\n")
	b.SetBytes(int64(doc.Len()))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := OutlineJSON(context.Background(), bytes.NewReader(doc.Bytes()), Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
