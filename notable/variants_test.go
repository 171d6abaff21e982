package notable

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/known"
)

// A CI runner hands the same tool output over wrapped: GitHub Actions' timestamps and
// groups, CRLF, colour, gzip. The wrapping must change no root cause, outcome or tally.
// ghaHead is how many lines the GitHub Actions wrapping puts before the output.
const ghaHead = 4

// longPrefix is more lines than notable's prefix (prefixLines) reads one by one.
const longPrefix = prefixLines + 500

type variant struct {
	name  string
	shift int // lines the wrapping adds before the output
	wrap  func(data []byte, failed bool) []byte
}

func variants() []variant {
	colour := regexp.MustCompile(`(?i)\b(error|warning|failed|fail|passed|ok)\b`)
	return []variant{
		{"github-actions", ghaHead, func(data []byte, failed bool) []byte {
			var b bytes.Buffer
			sec := 0
			stamp := func() string {
				sec++
				return fmt.Sprintf("2024-05-06T07:%02d:%02d.%07dZ ", sec/60%60, sec%60, sec*7919%10000000)
			}
			b.WriteString(stamp() + "##[group]Run make test\n" + stamp() + "make test\n" + stamp() + "shell: /usr/bin/bash -e {0}\n" + stamp() + "##[endgroup]\n")
			for _, l := range lines(data) {
				b.WriteString(stamp() + l + "\n")
			}
			if failed {
				b.WriteString(stamp() + "##[error]Process completed with exit code 2.\n")
			}
			return b.Bytes()
		}},
		// Past the first lines that decide what a log is: a long job whose failure comes
		// late, under a runner's timestamps, and a Maven build that downloads first.
		{"github-actions-long", ghaHead + longPrefix, func(data []byte, failed bool) []byte {
			var pre bytes.Buffer
			for i := 0; i < longPrefix; i++ {
				fmt.Fprintf(&pre, "[%d/%d] gcc -O2 -c src/mod%d.c -o build/mod%d.o\n", i+1, longPrefix, i, i)
			}
			wrapped := variants()[0].wrap(append(pre.Bytes(), data...), failed)
			return wrapped
		}},
		{"downloads-first", longPrefix, func(data []byte, _ bool) []byte {
			var b bytes.Buffer
			for i := 0; i < longPrefix; i++ {
				fmt.Fprintf(&b, "[INFO] Downloaded from central: https://repo.maven.apache.org/maven2/org/example/lib%d/1.%d/lib%d-1.%d.pom (%d kB at %d kB/s)\n", i, i%9, i, i%9, i%90+1, i%500+10)
			}
			return append(b.Bytes(), data...)
		}},
		{"crlf", 0, func(data []byte, _ bool) []byte {
			return []byte(strings.Join(lines(data), "\r\n") + "\r\n")
		}},
		{"ansi", 0, func(data []byte, _ bool) []byte {
			var out []string
			for _, l := range lines(data) {
				if strings.Contains(l, "\x1b") {
					out = append(out, l) // already coloured by the tool
					continue
				}
				out = append(out, colour.ReplaceAllString(l, "\x1b[1;31m$1\x1b[0m"))
			}
			return []byte(strings.Join(out, "\n") + "\n")
		}},
		{"gzip", 0, func(data []byte, _ bool) []byte {
			var b bytes.Buffer
			z := gzip.NewWriter(&b)
			z.Write(data)
			z.Close()
			return b.Bytes()
		}},
	}
}

// lines splits at LF, without a last empty line.
func lines(data []byte) []string {
	s := strings.Split(string(data), "\n")
	if len(s) > 0 && s[len(s)-1] == "" {
		s = s[:len(s)-1]
	}
	return s
}

// verdict is what a wrapping must not change, with line numbers as in the plain log.
type verdict struct {
	Outcome string
	Causes  []string
	Spans   []ingest.Span `json:"-"`
	Total   int
	Tally   string
}

func verdictOf(s Summary, shift int) verdict {
	v := verdict{Outcome: s.Outcome, Total: s.RootCauseTotal}
	for _, c := range s.RootCauses {
		v.Causes = append(v.Causes, fmt.Sprintf("%s %s %q", c.Format, c.Source, c.Title))
		v.Spans = append(v.Spans, ingest.Span{From: c.Span.From - shift, To: c.Span.To - shift})
	}
	t := s.Tally
	v.Tally = fmt.Sprintf("passed=%v failed=%v skipped=%v errors=%v warnings=%v", deref(t.TestsPassed), deref(t.TestsFailed), deref(t.TestsSkipped), deref(t.Errors), deref(t.Warnings))
	return v
}

func deref(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}

func TestWrappingChangesNothing(t *testing.T) {
	set, err := known.Compile(known.Formats())
	if err != nil {
		t.Fatal(err)
	}
	st, err := ingest.Open(filepath.Join(t.TempDir(), "store"), ingest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	summarize := func(data []byte) Summary {
		t.Helper()
		in, err := ingest.OpenInput("-", bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		defer in.Close()
		s, _, err := SummarizeInput(context.Background(), st, in, ingest.Meta{}, Options{Known: set})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	samples, _ := filepath.Glob("../known/testdata/*/*.log")
	for _, p := range samples {
		switch filepath.Base(filepath.Dir(p)) {
		case "github-actions", "travis":
			continue // wrapped already
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		base := summarize(data)
		if base.Kind == KindLog || base.Kind == KindJSON || base.Kind == KindJSONL {
			continue
		}
		want := verdictOf(base, 0)
		for _, v := range variants() {
			if v.name == "crlf" && bytes.Contains(data, []byte("\r\n")) {
				continue
			}
			if strings.HasPrefix(v.name, "github-actions") && allGuesses(base) {
				// The runner's "Process completed" then stands with the output of the
				// step before it, beside the guess: LogChunks finds that span the
				// better first cause, so it stays.
				continue
			}
			got := verdictOf(summarize(v.wrap(data, base.Failed())), v.shift)
			if !sameVerdict(got, want) {
				t.Errorf("%s wrapped for %s:\n got %+v\nwant %+v", p, v.name, got, want)
			}
		}
	}
}

// sameVerdict: the same causes, each standing on the line it stood on, as a scorer matches
// them (a wrapper's command line may open the span: it is the command that failed).
func sameVerdict(got, want verdict) bool {
	if got.Outcome != want.Outcome || got.Total != want.Total || got.Tally != want.Tally || fmt.Sprint(got.Causes) != fmt.Sprint(want.Causes) {
		return false
	}
	for i, w := range want.Spans {
		g := got.Spans[i]
		if g.From != w.From && (g.From > w.From || g.To < w.From || g.To-g.From > 40) {
			return false
		}
	}
	return true
}

func allGuesses(s Summary) bool {
	for _, c := range s.RootCauses {
		if !c.Guess {
			return false
		}
	}
	return len(s.RootCauses) > 0
}
