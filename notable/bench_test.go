package notable

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/known"
)

// benchLog stores about size bytes made of real tool output from known/testdata, repeated
// with distinct file names, so the readers meet real shapes at every line.
func benchLog(b *testing.B, size int) *ingest.Log {
	b.Helper()
	var samples [][]byte
	for _, name := range []string{"gcc/gcc-undeclared-cascade.log", "gotest/gotest-fail.log", "pytest/failure.log", "jest/failure.log", "maven/compile-error.log", "make/make-k-j-two-failures.log"} {
		if data, err := os.ReadFile(filepath.Join("..", "known", "testdata", name)); err == nil {
			samples = append(samples, data)
		}
	}
	if len(samples) == 0 {
		b.Skip("no samples in known/testdata")
	}
	var buf bytes.Buffer
	for i := 0; buf.Len() < size; i++ {
		fmt.Fprintf(&buf, "==> step %d\n", i)
		buf.Write(samples[i%len(samples)])
	}
	s, err := ingest.Open(filepath.Join(b.TempDir(), "store"), ingest.Options{})
	require.NoError(b, err)
	rec, err := s.Ingest(context.Background(), &buf, ingest.Meta{Name: "bench"})
	require.NoError(b, err)
	log, err := s.OpenLog(rec.ID)
	require.NoError(b, err)
	b.Cleanup(func() { log.Close() })
	return log
}

// BenchmarkSummarizeFailureDense is the worst case for the failure formats: every sample is
// a failure, so most lines are error lines their regexps must read (a real build log is
// mostly compile commands and progress, which the literal gates turn away).
func BenchmarkSummarizeFailureDense(b *testing.B) {
	log := benchLog(b, 32<<20)
	set, err := known.Compile(known.Formats())
	require.NoError(b, err)
	b.SetBytes(log.Bytes)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Summarize(context.Background(), log, Options{Known: set}); err != nil {
			b.Fatal(err)
		}
	}
}
