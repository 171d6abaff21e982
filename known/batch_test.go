package known

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wisptriage/wisptriage/ingest"
)

// splitLines cuts data as readAll does: at LF, with a last line without LF counted too.
func splitLines(data []byte) [][]byte {
	var lines [][]byte
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			lines, data = append(lines, data), nil
			break
		}
		lines, data = append(lines, data[:i]), data[i+1:]
	}
	return lines
}

// readBatches reads data as batches of size(i) lines (the i-th batch), each prepared on
// its own goroutine into one of a few reused batches, then read in order.
func readBatches(s *Set, opt Options, data []byte, size func(int) int) Result {
	lines := splitLines(data)
	r := s.NewReader(opt)
	var bs [3]Batch
	for i, from := 0, 0; from < len(lines); i++ {
		var wg sync.WaitGroup
		k := 0
		for ; k < len(bs) && from < len(lines); k++ {
			b, part, n0 := &bs[k], lines[from:min(from+max(size(i+k), 1), len(lines))], from
			b.Reset()
			b.Frame(bytes.Join(part, []byte("\n"))) // the frame its lines come from
			wg.Go(func() {
				for j, l := range part {
					s.Prepare(b, n0+j+1, l)
				}
			})
			from += len(part)
		}
		wg.Wait()
		for j := range k {
			r.ReadBatch(&bs[j])
		}
		i += k - 1
	}
	return r.Result()
}

// batchSizes are the ways TestReadBatchSameAsLine cuts a log into batches.
func batchSizes() map[string]func(int) int {
	rng := rand.New(rand.NewSource(1))
	return map[string]func(int) int{
		"1":      func(int) int { return 1 },
		"2":      func(int) int { return 2 },
		"7":      func(int) int { return 7 },
		"1000":   func(int) int { return 1000 },
		"whole":  func(int) int { return 1 << 30 },
		"random": func(int) int { return []int{1, 2, 7, 1000}[rng.Intn(4)] },
	}
}

// batchCases are logs that take the paths where Prepare cannot know what Line knows:
// gh run view's prefix past ghRunLines, go test -json, cleaning, long lines, and
// blocks whose InBlock and context patterns Prepare tries regardless.
func batchCases() map[string]string {
	var gh, ghLate, ghTabs, jsonLog, ansi, long strings.Builder
	for i := 1; i <= 3*ghRunLines; i++ {
		fmt.Fprintf(&gh, "build\tRun make\t2024-01-01T00:00:00.0000000Z line %d\n", i)
		if i%40 == 0 {
			gh.WriteString("build\tRun make\t2024-01-01T00:00:00.0000000Z src/a.c:1:2: error: boom\n")
			gh.WriteString("build\tRun make\t2024-01-01T00:00:00.0000000Z     1 | int x = y;\n")
			gh.WriteString("build\tRun make\t2024-01-01T00:00:00.0000000Z make: *** [all] Error 1\n")
		}
		// The prefix first shows past ghRunLines: it is never looked for.
		fmt.Fprintf(&ghLate, "plain line %d\n", i)
		// Tab-separated lines with no timestamp, and with one but no prefix seen.
		fmt.Fprintf(&ghTabs, "a\tb\tc %d\n", i)
	}
	for i := 1; i <= 3*ghRunLines; i++ {
		fmt.Fprintf(&ghLate, "build\tRun make\t2024-01-01T00:00:00Z src/a.c:%d:2: error: late\n", i)
		fmt.Fprintf(&ghTabs, "x\ty\t2024-01-01T00:00:00Z === RUN   TestT%d\n", i)
	}
	for i := range 200 {
		fmt.Fprintf(&jsonLog, `{"Time":"2024-01-01T00:00:00Z","Action":"run","Test":"TestA%d"}`+"\n", i)
		fmt.Fprintf(&jsonLog, `{"Time":"2024-01-01T00:00:00Z","Action":"output","Test":"TestA%d","Output":"=== RUN   TestA%d\n"}`+"\n", i, i)
		if i%7 == 0 {
			fmt.Fprintf(&jsonLog, `{"Time":"2024-01-01T00:00:00Z","Action":"output","Test":"TestA%d","Output":"    a_test.go:%d: want \u001b[31mx\u001b[0m\n"}`+"\n", i, i)
			fmt.Fprintf(&jsonLog, `{"Time":"2024-01-01T00:00:00Z","Action":"output","Test":"TestA%d","Output":""}`+"\n", i)
			fmt.Fprintf(&jsonLog, `{"Time":"2024-01-01T00:00:00Z","Action":"output","Test":"TestA%d","Output":"--- FAIL: TestA%d (0.00s)\n"}`+"\n", i, i)
			fmt.Fprintf(&jsonLog, `{"Time":"2024-01-01T00:00:00Z","Action":"fail","Test":"TestA%d"}`+"\n", i)
		} else {
			fmt.Fprintf(&jsonLog, `{"Action":"output","Test":"TestA%d","Output":"--- PASS: TestA%d (0.00s)\n"}`+"\n", i, i)
		}
		fmt.Fprintf(&jsonLog, `{"Time":"bad","Action":"output","Output":"broken`+"\n")
	}
	jsonLog.WriteString(`{"Action":"output","Output":"FAIL\tpkg\t0.1s\n"}` + "\n")
	for i := range 100 {
		fmt.Fprintf(&ansi, "\x1b[0m\n\x1b[1m\x1b[31msrc/b.c:%d:1: error:\x1b[0m bad\r\n", i)
		fmt.Fprintf(&ansi, "progress 10%%\rprogress 50%%\rsrc/c.c:%d:3: warning: w [-Wunused]\n", i)
		ansi.WriteString("\x1b[2K\r  |  ^\n\r\r\n\x1b]0;title\x07Traceback (most recent call last):\n")
		ansi.WriteString("  File \"x.py\", line 1, in <module>\n\x1b[33mValueError: bad\x1b[0m\n")
	}
	long.WriteString("src/a.c:1:2: error: " + strings.Repeat("x", 2*maxMatchBytes) + "\n")
	long.WriteString(strings.Repeat("y", maxMatchBytes) + "\rsrc/a.c:3:4: error: after cr\n")
	long.WriteString(strings.Repeat("\x1b[0m", maxMatchBytes) + "error: tail\n")
	long.WriteString("travis_fold:start:x\x1b[0Ktravis_time:start:1a\r\x1b[0K$ make\n")
	return map[string]string{
		"gh-run-view": gh.String(), "gh-late": ghLate.String(), "gh-tabs": ghTabs.String(),
		"gotest-json": jsonLog.String(), "ansi-cr": ansi.String(), "long": long.String(),
	}
}

// ReadBatch reads exactly as Line does, however the lines are cut into batches.
func TestReadBatchSameAsLine(t *testing.T) {
	s := mustSet(t)
	logs := map[string][]byte{}
	paths, _ := filepath.Glob(filepath.Join("testdata", "*", "*.log"))
	require.NotEmpty(t, paths)
	for _, p := range paths {
		data, err := os.ReadFile(p)
		require.NoError(t, err)
		logs[p] = data
	}
	for name, data := range batchCases() {
		logs[name] = []byte(data)
	}
	// All the samples in one log: blocks of one tool cut by another's lines.
	var all []byte
	for _, p := range paths {
		all = append(all, logs[p]...)
	}
	logs["all-samples"] = all
	exit := 1
	for name, data := range logs {
		for _, opt := range []Options{{}, {ExitStatus: &exit}} {
			want := readAll(s, opt, data)
			for sz, size := range batchSizes() {
				got := readBatches(s, opt, data, size)
				require.Equal(t, want, got, "%s in batches of %s", name, sz)
			}
		}
	}
}

// The gh run view case reads the prefix past ghRunLines, where Prepare must keep both
// readings of a line.
func TestReadBatchGhRunView(t *testing.T) {
	s := mustSet(t)
	res := readAll(s, Options{}, []byte(batchCases()["gh-run-view"]))
	require.Contains(t, res.Formats, Seen{Format: wrapGhRunView, Span: ingest.Span{From: 1, To: res.Lines}, Count: res.Lines})
	var b Batch
	for i, l := range splitLines([]byte(batchCases()["gh-run-view"])) {
		s.Prepare(&b, i+1, l)
	}
	require.Greater(t, len(b.lines), b.Len(), "no line kept both readings")
}

// FuzzReadBatch: any input, cut into two batches anywhere, reads as Line reads it.
func FuzzReadBatch(f *testing.F) {
	for _, data := range batchCases() {
		if len(data) < 4096 {
			f.Add([]byte(data), uint16(3))
		}
	}
	f.Add([]byte("a.c:1:2: error: x\n  1 | y\nmake: *** [all] Error 1\n"), uint16(1))
	f.Add([]byte("=== RUN   TestA\n    a_test.go:3: no\n--- FAIL: TestA (0.00s)\nFAIL\tx\t0.1s\n"), uint16(2))
	f.Add([]byte("j\ts\t2024-01-02T03:04:05.1234567Z ##[error]Process completed with exit code 2.\n"), uint16(0))
	f.Add([]byte("{\"Time\":\"x\",\"Action\":\"output\",\"Test\":\"T\",\"Output\":\"--- FAIL: T\\n\"}\n"), uint16(1))
	f.Add([]byte("\x1b[31merror\x1b[0m: x\r\n\x1b[0m\nTypeError: y\n    at z (a.js:1:2)\n"), uint16(2))
	s, err := Compile(Formats())
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, data []byte, cut uint16) {
		want := readAll(s, Options{}, data)
		lines := splitLines(data)
		k := int(cut) % (len(lines) + 1)
		r := s.NewReader(Options{})
		var b Batch
		n := 0
		for _, part := range [][][]byte{lines[:k], lines[k:]} {
			b.Reset()
			b.Frame(bytes.Join(part, []byte("\n")))
			for _, l := range part {
				n++
				s.Prepare(&b, n, l)
			}
			r.ReadBatch(&b)
		}
		require.Equal(t, want, r.Result())
	})
}

// A line of escapes only is a blank line wherever it is: once, it was skipped when no
// line before it had been cleaned, so it did not end the block above it.
func TestEscapeOnlyLineIsBlank(t *testing.T) {
	s := mustSet(t)
	for _, head := range []string{"", "\x1b[1mstart\x1b[0m\n"} {
		want := readAll(s, Options{}, []byte(head+"src/a.c:1:2: error: x\n\n    1 | y\n"))
		got := readAll(s, Options{}, []byte(head+"src/a.c:1:2: error: x\n\x1b[0m\n    1 | y\n"))
		require.Equal(t, want, got, "after %q", head)
	}
}
