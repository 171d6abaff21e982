package notable

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

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

// BenchmarkSummarizeStored is `notable ID` on a stored log: its frames decoded and read.
// WT_BENCH_LOG names the log (gen_logs.py's build-256m.log is the case); else the
// failure-dense log of real samples is used. cpu-MB/s counts the process's CPU time, the
// figure that counts on a shared machine (GOMAXPROCS=1 gives the one-core speed).
func BenchmarkSummarizeStored(b *testing.B) {
	var log *ingest.Log
	if p := os.Getenv("WT_BENCH_LOG"); p != "" {
		f, err := os.Open(p)
		require.NoError(b, err)
		defer f.Close()
		s, err := ingest.Open(filepath.Join(b.TempDir(), "store"), ingest.Options{})
		require.NoError(b, err)
		rec, err := s.Ingest(context.Background(), f, ingest.Meta{Name: "bench"})
		require.NoError(b, err)
		log, err = s.OpenLog(rec.ID)
		require.NoError(b, err)
		defer log.Close()
	} else {
		log = benchLog(b, 32<<20)
	}
	set, err := known.Compile(known.Formats())
	require.NoError(b, err)
	b.SetBytes(log.Bytes)
	b.ReportAllocs()
	before := cpuTime()
	for b.Loop() {
		if _, err := Summarize(context.Background(), log, Options{Known: set}); err != nil {
			b.Fatal(err)
		}
	}
	if cpu := cpuTime() - before; cpu > 0 {
		b.ReportMetric(float64(log.Bytes)*float64(b.N)/1e6/cpu.Seconds(), "cpu-MB/s")
	}
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

// BenchmarkSummarizeInput is what `notable build.log` does: store the file and read it in
// the same pass. WT_BENCH_LOG names the log (gen_logs.py's build-256m.log is the issue's
// case); else the failure-dense log of real samples is used. cpu-s/GB is the whole
// process's CPU time, the figure that counts on a machine with few cores.
func BenchmarkSummarizeInput(b *testing.B) {
	var data []byte
	if p := os.Getenv("WT_BENCH_LOG"); p != "" {
		var err error
		if data, err = os.ReadFile(p); err != nil {
			b.Fatal(err)
		}
	} else {
		log := benchLog(b, 32<<20)
		var buf bytes.Buffer
		_, err := log.WriteTo(context.Background(), &buf)
		require.NoError(b, err)
		data = buf.Bytes()
	}
	set, err := known.Compile(known.Formats())
	require.NoError(b, err)
	st, err := ingest.Open(filepath.Join(b.TempDir(), "store"), ingest.Options{})
	require.NoError(b, err)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	before := cpuTime()
	for b.Loop() {
		_, rec, err := SummarizeInput(context.Background(), st, bytes.NewReader(data), ingest.Meta{Name: "bench"}, Options{Known: set})
		if err != nil {
			b.Fatal(err)
		}
		require.NoError(b, st.Remove(rec.ID))
	}
	if cpu := cpuTime() - before; cpu > 0 {
		b.ReportMetric(cpu.Seconds()/(float64(len(data))*float64(b.N)/1e9), "cpu-s/GB")
	}
}

// cpuTime is the user and system CPU time of this process so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
