package known

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConformance runs every format alone, and all of them together, over hostile
// input: nothing panics, spans stay inside the log, findings stay bounded.
func TestConformance(t *testing.T) {
	huge := bytes.Repeat([]byte("error: x "), (10<<20)/9)
	manyErrors := strings.Repeat("a.c:1:1: error: boom\nb.c:2:2: error: bang\n--- FAIL: TestX (0.00s)\n", 2000)
	for i := 0; i < 3000; i++ {
		manyErrors += "f" + strings.Repeat("x", i%50) + ".c:1:1: error: e\n"
	}
	inputs := []struct{ name, data string }{
		{"empty", ""},
		{"newline", "\n"},
		{"huge-line", string(huge)},
		{"invalid-utf8", "src/a.c:1:2: error: \xff\xfe bad \xc3\n\xff\xff\xff\n"},
		{"nul", "\x00\x00error: \x00\n--- FAIL: \x00\n"},
		{"cr-only", "a\rb\rerror: c\r\r\n"},
		{"many-errors", manyErrors},
	}
	sets := map[string][]Format{"all": Formats()}
	for _, f := range Formats() {
		sets[f.Name] = []Format{f}
	}
	for name, fs := range sets {
		set, err := Compile(fs)
		require.NoError(t, err)
		for _, in := range inputs {
			t.Run(name+"/"+in.name, func(t *testing.T) {
				res := readAll(set, Options{}, []byte(in.data))
				checkSpans(t, res)
				assert.LessOrEqual(t, len(res.RootCauses), maxCauses)
				assert.LessOrEqual(t, len(res.WarningFindings), maxWarnFindings)
				assert.Equal(t, strings.Count(in.data, "\n")+boolInt(in.data != "" && !strings.HasSuffix(in.data, "\n")), res.Lines)
				for _, f := range res.RootCauses {
					assert.LessOrEqual(t, len(f.Title), maxTitleBytes+3)
					assert.LessOrEqual(t, len(f.Consequences), maxConseqSpans)
				}
			})
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestCompileRejects(t *testing.T) {
	for _, p := range []Pattern{
		{Role: RoleError, Re: `error`},
		{Role: RoleError, Literal: "x", Re: `.*x`},
		{Role: RoleError, Literal: "x", Re: `(`},
	} {
		_, err := Compile([]Format{{Name: "bad", Patterns: []Pattern{p}}})
		assert.Error(t, err, "%+v", p)
	}
	_, err := Compile([]Format{{Name: "a"}, {Name: "a"}})
	assert.Error(t, err)
}

// FuzzReader: any input reads without a panic, and every span lies within the log, in
// order.
func FuzzReader(f *testing.F) {
	f.Add([]byte("a.c:1:2: error: x\n  1 | y\nmake: *** [all] Error 1\n"))
	f.Add([]byte("=== RUN   TestA\n    a_test.go:3: no\n--- FAIL: TestA (0.00s)\nFAIL\tx\t0.1s\n"))
	f.Add([]byte("2024-01-02T03:04:05.1234567Z ##[error]Process completed with exit code 2.\n"))
	f.Add([]byte("{\"Time\":\"x\",\"Action\":\"output\",\"Test\":\"T\",\"Output\":\"--- FAIL: T\\n\"}\n"))
	f.Add([]byte("error[E0425]: x\n --> src/a.rs:1:1\n  |\n"))
	set, err := Compile(Formats())
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, data []byte) {
		res := readAll(set, Options{}, data)
		prev := 0
		for _, c := range res.RootCauses {
			if c.Span.From < 1 || c.Span.To < c.Span.From || c.Span.To > res.Lines || c.Span.From < prev {
				t.Fatalf("bad span %v of %d lines (prev %d)", c.Span, res.Lines, prev)
			}
			prev = c.Span.From
			for _, s := range append(append(c.Consequences[:0:0], c.Consequences...), c.Evidence...) {
				if s.From < 1 || s.To < s.From || s.To > res.Lines {
					t.Fatalf("bad span %v of %d lines", s, res.Lines)
				}
			}
		}
	})
}
