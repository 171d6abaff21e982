package known

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// seqPatterns are the compiled patterns whose regexp runs without the engine, or
// behind a gate on the line's first byte.
func seqPatterns(t testing.TB) []*compiled {
	set, err := Compile(Formats())
	require.NoError(t, err)
	var out []*compiled
	for i := range set.pats {
		if set.pats[i].seq != nil || set.pats[i].heads != nil {
			out = append(out, &set.pats[i])
		}
	}
	return out
}

// checkSeq fails when a pattern's find reads text otherwise than its regexp.
func checkSeq(t testing.TB, cps []*compiled, text []byte) {
	sub := make([]int, 64)
	for _, cp := range cps {
		want := cp.re.FindSubmatchIndex(text)
		got := cp.find(text, sub)
		if !slices.Equal(want, got) {
			t.Fatalf("%q on %q: regexp %v, seq %v", cp.p.Re, text, want, got)
		}
	}
}

// TestSeqLikeRegexp runs every pattern's find and regexp on every line of the real
// samples, and on a few of its tails (as a location's rest is): they must read the
// same.
func TestSeqLikeRegexp(t *testing.T) {
	cps := seqPatterns(t)
	require.NotEmpty(t, cps)
	t.Logf("%d patterns run without the regexp engine or behind a gate", len(cps))
	logs, err := filepath.Glob(filepath.Join("testdata", "*", "*.log"))
	require.NoError(t, err)
	require.NotEmpty(t, logs)
	lines := 0
	for _, p := range logs {
		f, err := os.Open(p)
		require.NoError(t, err)
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			line := bytes.TrimRight(sc.Bytes(), "\r")
			lines++
			for _, i := range []int{0, 1, 4, 9} {
				if i > len(line) {
					break
				}
				checkSeq(t, cps, line[i:])
			}
			checkSeq(t, cps, nil)
		}
		f.Close()
		require.NoError(t, sc.Err())
	}
	t.Logf("%d lines", lines)
}

func FuzzSeq(f *testing.F) {
	for _, s := range []string{"ok  \tgithub.com/a/b\t0.12s", "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.1 s",
		"##[group]Run go test", "   Compiling foo v0.1.0", "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
		"ok \xff\xfe 1s", "FAIL\tpkg [build failed]", "=== RUN   TestX/sub", "--- FAIL: TestX (0.00s)", "E   AssertionError: é"} {
		f.Add([]byte(s))
	}
	cps := seqPatterns(f)
	f.Fuzz(func(t *testing.T, text []byte) {
		checkSeq(t, cps, text)
	})
}
