package known

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// benchLog is a build log for BenchmarkKnown: WT_BENCH_LOG names a file (for example
// build-256m.log from ../shared/tools/gen_logs.py), else one is made in memory from
// typical passing build lines with the real samples of testdata/ mixed in.
func benchLog(b *testing.B) []byte {
	if p := os.Getenv("WT_BENCH_LOG"); p != "" {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		return data
	}
	var samples [][]byte
	logs, _ := filepath.Glob(filepath.Join("testdata", "*", "*.log"))
	for _, p := range logs {
		if d, err := os.ReadFile(p); err == nil {
			samples = append(samples, d)
		}
	}
	var buf bytes.Buffer
	for i := 0; buf.Len() < 32<<20; i++ {
		fmt.Fprintf(&buf, "[%d/9000] Building CXX object src/core/CMakeFiles/core.dir/module_%d.cpp.o\n", i%9000, i)
		fmt.Fprintf(&buf, "/usr/bin/c++ -DNDEBUG -I/build/src/core/include -O2 -g -Wall -Wextra -std=c++17 -o src/core/CMakeFiles/core.dir/module_%d.cpp.o -c /build/src/core/module_%d.cpp\n", i, i)
		fmt.Fprintf(&buf, "=== RUN   TestHandler_%d\n--- PASS: TestHandler_%d (0.%02ds)\n", i, i, i%100)
		fmt.Fprintf(&buf, "test tests::case_%d ... ok\n", i)
		fmt.Fprintf(&buf, "2024-05-06T07:08:09.1234567Z Downloading https://proxy.golang.org/github.com/acme/lib%d/@v/v1.%d.0.zip (%d kB)\n", i%97, i%13, i%900)
		if i%400 == 0 && len(samples) > 0 {
			buf.Write(samples[(i/400)%len(samples)])
		}
	}
	return buf.Bytes()
}

func BenchmarkKnown(b *testing.B) {
	data := benchLog(b)
	set, err := Compile(Formats())
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	before := cpuTime()
	for b.Loop() {
		readAll(set, Options{}, data)
	}
	// The machine is shared: the process's CPU time says more than the wall clock.
	if cpu := cpuTime() - before; cpu > 0 {
		b.ReportMetric(float64(len(data))*float64(b.N)/1e6/cpu.Seconds(), "cpu-MB/s")
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
