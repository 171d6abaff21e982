package known

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
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

// benchStart readies a benchmark of the readers: the log, the compiled formats, and the
// process's CPU time before the loop.
func benchStart(b *testing.B) ([]byte, *Set, time.Duration) {
	data := benchLog(b)
	set, err := Compile(Formats())
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	return data, set, cpuTime()
}

func BenchmarkKnown(b *testing.B) {
	data, set, before := benchStart(b)
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

// BenchmarkKnownBatch reads the log as a caller with spare cores would: frames of
// about 1 MiB of lines prepared on GOMAXPROCS goroutines, read in order. ordered-MB/s
// is the speed of the ordered part alone (the CPU time of the thread running
// ReadBatch), which bounds the whole however many cores prepare.
func BenchmarkKnownBatch(b *testing.B) {
	data, set, before := benchStart(b)
	var ordered time.Duration
	for b.Loop() {
		ordered += readPipelined(set, data, 1<<20, runtime.GOMAXPROCS(0))
	}
	mb := float64(len(data)) * float64(b.N) / 1e6
	if cpu := cpuTime() - before; cpu > 0 {
		b.ReportMetric(mb/cpu.Seconds(), "cpu-MB/s")
	}
	if ordered > 0 {
		b.ReportMetric(mb/ordered.Seconds(), "ordered-MB/s")
	}
}

// readPipelined reads data in frames of about frame bytes, prepared by workers
// goroutines and read in order on this one; it returns the time ReadBatch took (its
// thread's CPU time where the system tells it).
func readPipelined(set *Set, data []byte, frame, workers int) time.Duration {
	type slot struct {
		b           Batch
		ready, free chan struct{}
	}
	type job struct {
		s    *slot
		text []byte
		n    int // the number of its first line
	}
	slots := make([]*slot, 2*workers)
	for i := range slots {
		slots[i] = &slot{ready: make(chan struct{}, 1), free: make(chan struct{}, 1)}
		slots[i].free <- struct{}{}
	}
	jobs := make(chan job)
	for range workers {
		go func() {
			for j := range jobs {
				j.s.b.Reset()
				for t, n := j.text, j.n; len(t) > 0; n++ {
					i := bytes.IndexByte(t, '\n')
					if i < 0 {
						i = len(t) - 1 // a last line with no LF
						set.Prepare(&j.s.b, n, t)
					} else {
						set.Prepare(&j.s.b, n, t[:i])
					}
					t = t[i+1:]
				}
				j.s.ready <- struct{}{}
			}
		}()
	}
	nframes := 0
	go func() {
		n := 1
		for i, rest := 0, data; len(rest) > 0; i++ {
			end := len(rest)
			if end > frame {
				if k := bytes.IndexByte(rest[frame:], '\n'); k >= 0 {
					end = frame + k + 1
				}
			}
			s := slots[i%len(slots)]
			<-s.free
			jobs <- job{s: s, text: rest[:end], n: n}
			n += bytes.Count(rest[:end], []byte{'\n'})
			rest = rest[end:]
		}
		close(jobs)
	}()
	// The frames, counted as the producer will cut them.
	for rest := data; len(rest) > 0; nframes++ {
		end := len(rest)
		if end > frame {
			if k := bytes.IndexByte(rest[frame:], '\n'); k >= 0 {
				end = frame + k + 1
			}
		}
		rest = rest[end:]
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	r := set.NewReader(Options{})
	var spent time.Duration
	for i := range nframes {
		s := slots[i%len(slots)]
		<-s.ready
		t0, c0 := time.Now(), threadCPU()
		r.ReadBatch(&s.b)
		if c0 > 0 {
			spent += threadCPU() - c0
		} else {
			spent += time.Since(t0)
		}
		s.free <- struct{}{}
	}
	r.Result()
	return spent
}
