package report

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/notable"
)

// The golden logs are real tool output kept by known/ (each beside the gen.sh that made
// it); they are read in place, never changed here.
var goldenLogs = []string{
	"gcc/gcc-undeclared-cascade", // one root cause with a cascade, warnings
	"gotest/gotest-fail",         // two failing tests
	"gtest/gtest-two-failures",   // absolute paths, made relative to the workspace
	"make/make-k-j-two-failures", // two independent failures under make -k -j
	"pytest/failure",             // a test runner
	"jest/failure",               // a JS test runner
	"maven/compile-error",        // a Java build
	"gotest/gotest-pass",         // a success
	"generic/git-fatal",          // a failure no exact format reads
}

// goldenWorkspace is where known/'s logs were made, so absolute paths in them lie under it.
const goldenWorkspace = "/work/main"

var goldenFormats = []struct {
	format Format
	ext    string
}{
	{Text, "txt"}, {Markdown, "md"}, {JSON, "json"}, {GitHub, "github.txt"}, {SARIF, "sarif.json"},
}

// summarizeFile stores a log under a fixed id and clock and summarizes it.
func summarizeFile(t *testing.T, path string, exit *int) (*ingest.Log, notable.Summary) {
	t.Helper()
	store, err := ingest.Open(t.TempDir(), ingest.Options{
		Now:   func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) },
		NewID: func() string { return "golden01" },
	})
	require.NoError(t, err)
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	rec, err := store.Ingest(context.Background(), f, ingest.Meta{Name: filepath.Base(path), ExitStatus: exit})
	require.NoError(t, err)
	log, err := store.OpenLog(rec.ID)
	require.NoError(t, err)
	t.Cleanup(func() { log.Close() })
	s, err := notable.Summarize(context.Background(), log, notable.Options{ExitStatus: exit})
	require.NoError(t, err)
	return log, s
}

// knownLog reads a log of known/testdata with its exit status, when one was recorded.
func knownLog(t *testing.T, name string) (*ingest.Log, notable.Summary) {
	t.Helper()
	base := filepath.Join("..", "known", "testdata", name)
	var exit *int
	if b, err := os.ReadFile(base + ".exit"); err == nil {
		n, err := strconv.Atoi(strings.TrimSpace(string(b)))
		require.NoError(t, err)
		exit = &n
	}
	return summarizeFile(t, base+".log", exit)
}

func render(t *testing.T, log *ingest.Log, s notable.Summary, o Options) string {
	t.Helper()
	if o.Room == 0 {
		o.Room = 4096
	}
	o.Redact = true
	if o.Version == "" {
		o.Version = "test"
	}
	var b bytes.Buffer
	require.NoError(t, WriteNotable(context.Background(), &b, log, s, o))
	return b.String()
}

func TestGolden(t *testing.T) {
	for _, name := range goldenLogs {
		t.Run(name, func(t *testing.T) {
			log, s := knownLog(t, name)
			for _, f := range goldenFormats {
				got := render(t, log, s, Options{Format: f.format, Workspace: goldenWorkspace})
				golden(t, filepath.Join("golden", strings.ReplaceAll(name, "/", "-")+"."+f.ext), got)
			}
		})
	}
}

// manyCauses builds a log of 500 independent failures from real gcc output: the same
// diagnostics for 500 distinct files, as a large parallel build prints them.
func manyCauses(t testing.TB, n int) string {
	t.Helper()
	real, err := os.ReadFile(filepath.Join("..", "known", "testdata", "gcc", "gcc-undeclared-cascade.log"))
	require.NoError(t, err)
	var b strings.Builder
	for i := 1; i <= n; i++ {
		// Each copy misses its own identifier, so the copies are independent failures
		// (gcc's errors that name one missing identifier are one).
		copy := strings.NewReplacer("cascade.c", fmt.Sprintf("src/module%03d/f%03d.c", i, i),
			"‘y’", fmt.Sprintf("‘v%03d’", i), "‘z’", fmt.Sprintf("‘v%03d’", i), "‘x’", fmt.Sprintf("‘v%03d’", i)).Replace(string(real))
		b.WriteString(copy)
	}
	path := filepath.Join(t.TempDir(), "build.log")
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
	return path
}

func TestLimitsWith500RootCauses(t *testing.T) {
	log, s := summarizeFile(t, manyCauses(t, 500), nil)
	require.Equal(t, 500, s.RootCauseTotal)

	t.Run("markdown", func(t *testing.T) {
		md := render(t, log, s, Options{Format: Markdown, Room: 4096})
		assert.LessOrEqual(t, len(md), MarkdownRoom, "the markdown default is 65,000 bytes when --budget is not given")
		assert.Greater(t, len(md), MarkdownRoom-4096, "the room is used")
		assert.True(t, strings.HasPrefix(md, "<!-- wisptriage:fingerprint="))
		assert.Regexp(t, `Held back by the 65,000-byte budget: root causes \d+-500 \(\d+ root causes\)`, md)
		assert.Contains(t, md, "`wisptriage --format json notable golden01` lists every finding")
		assert.Contains(t, md, "<details><summary>Warnings (1,500)</summary>", "the warnings stay")
		assert.Equal(t, strings.Count(md, "<details>"), strings.Count(md, "</details>"))
		assert.Equal(t, strings.Count(md, "```text\n"), strings.Count(md, "\n```\n"), "every fence is closed")
		t.Logf("markdown: %d bytes for 500 root causes", len(md))

		small := render(t, log, s, Options{Format: Markdown, Room: 3000, RoomSet: true})
		assert.LessOrEqual(t, len(small), 3000, "an explicit --budget holds")
		assert.Contains(t, small, "Held back by the 3,000-byte budget")
	})

	t.Run("github", func(t *testing.T) {
		summary := filepath.Join(t.TempDir(), "step_summary.md")
		out := render(t, log, s, Options{Format: GitHub, StepSummary: summary})
		assert.Equal(t, 10, countPrefix(out, "::error "), "GitHub shows 10 errors per step")
		assert.LessOrEqual(t, countPrefix(out, "::warning "), 10)
		assert.Equal(t, 1, countPrefix(out, "::notice "))
		assert.Contains(t, out, "::notice title=wisptriage::490 more root causes and 1,490 more warnings not annotated")
		assert.Contains(t, out, "`wisptriage notable golden01`")
		assert.Contains(t, out, "::error file=src/module001/f001.c,line=1,col=22,title=gcc%3A root cause 1 of 500 (log L2-5)::")
		st, err := os.Stat(summary)
		require.NoError(t, err)
		assert.Less(t, st.Size(), int64(StepSummaryLimit))
		t.Logf("github: %d bytes on stdout; step summary %d bytes", len(out), st.Size())
	})

	t.Run("step summary nearly full", func(t *testing.T) {
		summary := filepath.Join(t.TempDir(), "step_summary.md")
		filler := strings.Repeat("earlier steps wrote this line\n", 30_000) // 870 KB
		require.NoError(t, os.WriteFile(summary, []byte(filler), 0o644))
		render(t, log, s, Options{Format: GitHub, StepSummary: summary})
		b, err := os.ReadFile(summary)
		require.NoError(t, err)
		assert.Less(t, len(b), StepSummaryLimit, "GitHub drops a larger summary whole")
		assert.True(t, strings.HasPrefix(string(b), filler), "what was there stays")
		added := string(b[len(filler):])
		assert.Contains(t, added, "<!-- wisptriage:fingerprint=")
		assert.Contains(t, added, "Held back by the")
		t.Logf("step summary: %d bytes added after %d", len(added), len(filler))

		full := strings.Repeat("x", StepSummaryLimit-1000)
		require.NoError(t, os.WriteFile(summary, []byte(full), 0o644))
		out := render(t, log, s, Options{Format: GitHub, StepSummary: summary})
		b, err = os.ReadFile(summary)
		require.NoError(t, err)
		assert.Equal(t, full, string(b), "nothing is appended to a full summary")
		assert.Contains(t, out, "::warning title=wisptriage::the step summary already holds")
	})

	t.Run("sarif", func(t *testing.T) {
		out := render(t, log, s, Options{Format: SARIF})
		validateSARIF(t, out)
		var sl sarifLog
		require.NoError(t, json.Unmarshal([]byte(out), &sl))
		assert.Len(t, sl.Runs[0].Results, 500)
		t.Logf("sarif: %d bytes", len(out))
	})

	t.Run("text", func(t *testing.T) {
		out := render(t, log, s, Options{Format: Text, Room: 4096})
		assert.LessOrEqual(t, len(out), 4096)
		assert.Contains(t, out, "held back by the budget")
	})
}

func countPrefix(s, prefix string) int {
	n := 0
	for _, line := range strings.Split(s, "\n") {
		if strings.HasPrefix(line, prefix) {
			n++
		}
	}
	return n
}

// validateSARIF checks a document against the SARIF 2.1.0 schema kept in testdata/.
func validateSARIF(t *testing.T, doc string) {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "sarif-2.1.0-rtm.5.json"))
	require.NoError(t, err)
	defer f.Close()
	schemaDoc, err := jsonschema.UnmarshalJSON(f)
	require.NoError(t, err)
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	require.NoError(t, c.AddResource("sarif-2.1.0.json", schemaDoc))
	schema, err := c.Compile("sarif-2.1.0.json")
	require.NoError(t, err)
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(doc))
	require.NoError(t, err)
	assert.NoError(t, schema.Validate(inst))
}

func TestSARIFIsValid(t *testing.T) {
	for _, name := range goldenLogs {
		t.Run(name, func(t *testing.T) {
			log, s := knownLog(t, name)
			validateSARIF(t, render(t, log, s, Options{Format: SARIF, Workspace: goldenWorkspace}))
		})
	}
	t.Run("the schema catches a broken document", func(t *testing.T) {
		f, err := os.Open(filepath.Join("testdata", "sarif-2.1.0-rtm.5.json"))
		require.NoError(t, err)
		defer f.Close()
		schemaDoc, err := jsonschema.UnmarshalJSON(f)
		require.NoError(t, err)
		c := jsonschema.NewCompiler()
		require.NoError(t, c.AddResource("sarif-2.1.0.json", schemaDoc))
		schema, err := c.Compile("sarif-2.1.0.json")
		require.NoError(t, err)
		inst, err := jsonschema.UnmarshalJSON(strings.NewReader(`{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"x"}},"results":[{"level":"fatal","message":{"text":"m"}}]}]}`))
		require.NoError(t, err)
		assert.Error(t, schema.Validate(inst), "level fatal is not SARIF")
	})
}

func TestFingerprintsAreStableAcrossRuns(t *testing.T) {
	// Two real runs of the same failure (testdata/fingerprint/gen.sh): other temp dirs,
	// timestamps, durations and pointers.
	var runs []SummaryJSON
	for _, name := range []string{"run1.log", "run2.log"} {
		log, s := summarizeFile(t, filepath.Join("testdata", "fingerprint", name), nil)
		sj, err := Build(context.Background(), log, s, Options{Redact: true})
		require.NoError(t, err)
		runs = append(runs, sj)
	}
	a, b := runs[0], runs[1]
	require.Len(t, a.RootCauses, 3)
	require.Len(t, b.RootCauses, 3)
	differ := 0
	for i := range a.RootCauses {
		if a.RootCauses[i].Message != b.RootCauses[i].Message || *a.RootCauses[i].Source != *b.RootCauses[i].Source {
			differ++
		}
		assert.Equal(t, a.RootCauses[i].Fingerprint, b.RootCauses[i].Fingerprint, "%s / %s", a.RootCauses[i].Message, b.RootCauses[i].Message)
	}
	assert.Equal(t, 3, differ, "each cause's text differs between the runs, or the test proves nothing")
	assert.Equal(t, a.Fingerprints, b.Fingerprints)
	assert.Len(t, compactStrings(append([]string(nil), a.Fingerprints.RootCauses...)), 3, "three failures, three fingerprints")

	// The markdown carries the same hidden line both times.
	assert.Equal(t, FingerprintComment(a), FingerprintComment(b))
	assert.Regexp(t, `^<!-- wisptriage:fingerprint=[0-9a-f]{16} -->$`, FingerprintComment(a))
}

func TestFingerprintsTellFailuresApart(t *testing.T) {
	seen := map[string]string{}
	for _, name := range []string{"gcc/gcc-undeclared-cascade", "gcc/gcc-missing-header", "gotest/gotest-fail", "make/make-k-j-two-failures"} {
		log, s := knownLog(t, name)
		sj, err := Build(context.Background(), log, s, Options{})
		require.NoError(t, err)
		if other, ok := seen[sj.Fingerprints.Overall]; ok {
			t.Errorf("%s and %s share the fingerprint %s", name, other, sj.Fingerprints.Overall)
		}
		seen[sj.Fingerprints.Overall] = name
	}
}

func TestNormalise(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"/tmp/tmp.xOrFcUq80t/broken.c:2:10: config.h missing", "broken.c: config.h missing"},
		{`C:\Users\runner\AppData\Local\Temp\x\main.go:12 failed`, "main.go failed"},
		{"at 2026-11-29T20:38:02.281526311Z: open /tmp/TestSave1984226247/001/report.json", "at <time>: open report.json"},
		{"gave up after 3.13099ms: last value 0x2a723b87a0a0", "gave up after <dur>: last value <hex>"},
		{"commit 9f86d081884c7d659a2feaa0c55ad015 and uuid 123e4567-e89b-12d3-a456-426614174000", "commit <hex> and uuid <id>"},
		{"src/pkg/util.c:44:3: expected ';'", "src/pkg/util.c: expected ';'"},
		{"error at line 42, column 7", "error at line <n>, column <n>"},
		{"Program.cs(12,5): error CS1002", "Program.cs(<n>): error CS1002"},
		{"add(-2, -3) failed in 1.5 s", "add(-<n>, -<n>) failed in <dur>"},
		{"TestAdd2 and deadbeef words stay", "TestAdd2 and deadbeef words stay"},
	} {
		assert.Equal(t, c.want, normalise(c.in), c.in)
	}
}

func TestGitHubEscaping(t *testing.T) {
	a := annotation{kind: "error", props: [][2]string{{"file", "a,b:c.go"}, {"title", "50% done\r\nnext"}},
		message: "100% broken: a,b\r\nsecond line"}
	assert.Equal(t, "::error file=a%2Cb%3Ac.go,title=50%25 done%0D%0Anext::100%25 broken: a,b%0D%0Asecond line\n", a.String())
}

func TestGitHubOutputCannotRunCommands(t *testing.T) {
	// A log that prints workflow commands of its own (a GitHub Actions log, say): they are
	// shown inside stop-commands, never run.
	path := filepath.Join(t.TempDir(), "ci.log")
	require.NoError(t, os.WriteFile(path, []byte("::add-mask::x\nmain.c:1:1: error: broken\n::set-output name=a::b\n"), 0o644))
	log, s := summarizeFile(t, path, nil)
	out := render(t, log, s, Options{Format: GitHub, Room: 8192})
	m := regexp.MustCompile(`(?m)^::stop-commands::(\S+)$`).FindStringSubmatch(out)
	require.NotNil(t, m, out)
	start := strings.Index(out, m[0])
	end := strings.Index(out, "\n::"+m[1]+"::\n")
	require.Greater(t, end, start)
	for _, line := range strings.Split(out[:start], "\n") {
		assert.False(t, strings.HasPrefix(line, "::add-mask") || strings.HasPrefix(line, "::set-output"), line)
	}
	for _, line := range strings.Split(out[end+len(m[1])+6:], "\n") {
		assert.False(t, strings.HasPrefix(line, "::add-mask") || strings.HasPrefix(line, "::set-output"), line)
	}
}

func TestWorkspaceRelativePaths(t *testing.T) {
	assert.Equal(t, "src/a.c:1:2", relativeTo("/home/runner/work/r/r/src/a.c:1:2", "/home/runner/work/r/r"))
	assert.Equal(t, "src/a.c:1:2", relativeTo("/home/runner/work/r/r/src/a.c:1:2", "/home/runner/work/r/r/"))
	assert.Equal(t, `src\a.c(3,4)`, relativeTo(`D:\a\r\r\src\a.c(3,4)`, `D:\a\r\r`))
	assert.Equal(t, "/usr/include/stdio.h:3", relativeTo("/usr/include/stdio.h:3", "/home/runner/work/r/r"))
	assert.Equal(t, "/home/runner/work/r/rr/a.c", relativeTo("/home/runner/work/r/rr/a.c", "/home/runner/work/r/r"))
	assert.Equal(t, "a.c:3", relativeTo("a.c:3", ""))

	assert.Equal(t, location{File: "src/a.c", Line: 1, Col: 2}, parseSource("src/a.c:1:2"))
	assert.Equal(t, location{File: "a_test.go", Line: 24}, parseSource("a_test.go:24"))
	assert.Equal(t, location{File: `C:\x\a.c`, Line: 3, Col: 4}, parseSource(`C:\x\a.c:3:4`))
	assert.Equal(t, location{File: "Program.cs", Line: 12, Col: 5}, parseSource("Program.cs(12,5)"))
	assert.Equal(t, location{File: "main.c"}, parseSource("main.c"))

	assert.Equal(t, "src/view.js", repoPath("./src/view.js"))
	assert.Equal(t, "src/a/b.c", repoPath(`src\a\b.c`))
	assert.Equal(t, "/usr/include/x.h", repoPath("/usr/include/x.h"))
	assert.Equal(t, "file:///usr/include/x.h", fileURI("/usr/include/x.h"))
	assert.Equal(t, "file:///C:/src/a.c", fileURI(`C:\src\a.c`))
	assert.Equal(t, "src/my%20file.c", fileURI("src/my file.c"))
	assert.Equal(t, "./a:b.c", fileURI("a:b.c"))
}

// Every output passes what it shows through the redactor, unless told not to.
func TestEveryFormatRedacts(t *testing.T) {
	const token = "ghp_0123456789abcdefghijABCDEFGHIJ012345"
	real, err := os.ReadFile(filepath.Join("..", "known", "testdata", "gcc", "gcc-undeclared-cascade.log"))
	require.NoError(t, err)
	leaky := strings.ReplaceAll(string(real), "‘y’ undeclared", "‘y’ undeclared (fetched with "+token+")")
	path := filepath.Join(t.TempDir(), "leaky.log")
	require.NoError(t, os.WriteFile(path, []byte(leaky), 0o644))
	log, s := summarizeFile(t, path, nil)
	for _, f := range goldenFormats {
		summary := filepath.Join(t.TempDir(), "summary.md")
		o := Options{Format: f.format, StepSummary: summary, Room: 65536, Redact: true, Version: "test"}
		var b bytes.Buffer
		require.NoError(t, WriteNotable(context.Background(), &b, log, s, o))
		side, _ := os.ReadFile(summary)
		assert.NotContains(t, b.String()+string(side), token, f.format)
		assert.Contains(t, b.String(), "REDACTED", f.format)

		o.Redact = false
		b.Reset()
		require.NoError(t, WriteNotable(context.Background(), &b, log, s, o))
		assert.Contains(t, b.String(), token, "%s with --no-redact", f.format)
	}
}
