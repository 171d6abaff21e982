package digest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"testing"
	"time"
)

// serviceLog generates a service log like the one ../shared/tools/gen_logs.py writes:
// ISO timestamps, levels, service and thread, a logger, and messages from a few dozen
// templates with ids, addresses, paths, durations and sizes, plus a stack trace now and
// then. Fixed seed: the same bytes every run.
func serviceLog(lines int) [][]byte {
	r := rand.New(rand.NewPCG(1, 2))
	levels := []string{"INFO ", "INFO ", "INFO ", "DEBUG", "WARN ", "ERROR"}
	services := []string{"auth-service", "payment-service", "inventory-service", "billing-service", "cache-warmer"}
	loggers := []string{"com.acme.auth.ClientCallImpl", "io.grpc.internal.CacheLoader", "org.apache.kafka.clients.consumer.RetryingExecutor"}
	msgs := []func() string{
		func() string {
			return fmt.Sprintf("%d.%d.%d.%d - - \"GET /api/v2/shipments/%d HTTP/1.1\" %d %d \"-\" \"okhttp/4.12.0\" rt=%.3f",
				r.IntN(256), r.IntN(256), r.IntN(256), r.IntN(256), r.IntN(100000), 200+r.IntN(4)*100, r.IntN(90000), r.Float64())
		},
		func() string {
			return fmt.Sprintf("request completed method=GET path=/api/v1/orders/%d status=200 duration_ms=%.1f bytes=%d client=10.0.%d.%d trace_id=%08x",
				r.IntN(1e6), r.Float64()*100, r.IntN(1e6), r.IntN(256), r.IntN(256), r.Uint32())
		},
		func() string {
			return fmt.Sprintf("Health check liveness passed for search-service-%08x-%05x in %.3fs", r.Uint32(), r.IntN(1<<20), r.Float64())
		},
		func() string {
			return fmt.Sprintf("Downloaded object s3://backups-eu/%d/%016x.json (%d bytes) in %.1fms", r.IntN(1000), r.Uint64(), r.IntN(1e6), r.Float64()*10)
		},
		func() string {
			return fmt.Sprintf("User %08x-%04x-%04x-%04x-%012x logged in from %d.%d.%d.%d:%d", r.Uint32(), r.IntN(1<<16), r.IntN(1<<16), r.IntN(1<<16), r.Uint64()&0xffffffffffff, r.IntN(256), r.IntN(256), r.IntN(256), r.IntN(256), r.IntN(65536))
		},
		func() string {
			return fmt.Sprintf("Connection pool exhausted after %d ms, %d waiting", r.IntN(5000), r.IntN(40))
		},
		func() string { return fmt.Sprintf("Cache miss for key user:%d:profile, loading from db", r.IntN(1e6)) },
		func() string {
			return fmt.Sprintf("Committed offset %d for partition orders.v1-%d at 2026-03-14T00:%02d:%02d.%03dZ", r.IntN(1e9), r.IntN(12), r.IntN(60), r.IntN(60), r.IntN(1000))
		},
		func() string {
			return fmt.Sprintf("Panic recovered in worker %d: runtime error: index out of range", r.IntN(64))
		},
		func() string {
			return fmt.Sprintf("Wrote %d rows to /var/lib/app/export/part-%05d.parquet", r.IntN(1e5), r.IntN(1e4))
		},
	}
	out := make([][]byte, 0, lines)
	for len(out) < lines {
		ts := fmt.Sprintf("2026-03-14T%02d:%02d:%02d.%03dZ", len(out)/3600000%24, len(out)/60000%60, len(out)/1000%60, len(out)%1000)
		out = append(out, fmt.Appendf(nil, "%s %s [%s] [http-nio-8080-exec-%d] %s - %s", ts, levels[r.IntN(len(levels))],
			services[r.IntN(len(services))], r.IntN(200), loggers[r.IntN(len(loggers))], msgs[r.IntN(len(msgs))]()))
		if r.IntN(500) == 0 {
			out = append(out, []byte("java.lang.IllegalStateException: pool closed"),
				[]byte("\tat com.acme.db.Pool.get(Pool.java:88)"), []byte("\tat com.acme.api.Handler.run(Handler.java:41)"))
		}
	}
	return out
}

// BenchmarkMine mines a generated service log (header parsing and masking included).
// WISPTRIAGE_BENCH_LOG=FILE mines that file instead, e.g. one from gen_logs.py.
func BenchmarkMine(b *testing.B) {
	var lines [][]byte
	if p := os.Getenv("WISPTRIAGE_BENCH_LOG"); p != "" {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		lines = bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
	} else {
		lines = serviceLog(200000)
	}
	size := int64(0)
	for _, l := range lines {
		size += int64(len(l)) + 1
	}
	b.SetBytes(size)
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		m := New(Options{})
		for i, l := range lines {
			m.Line(i+1, l)
		}
		_ = m.Result()
	}
	b.ReportMetric(float64(len(lines))*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		// The miner runs on one goroutine; GC work on the other core is counted too.
		b.ReportMetric(float64(len(lines))*float64(b.N)/cpu.Seconds(), "lines/cpu-s")
	}
}

// benchLines is the log BenchmarkMine mines: WISPTRIAGE_BENCH_LOG, or a generated one.
func benchLines(b *testing.B) [][]byte {
	if p := os.Getenv("WISPTRIAGE_BENCH_LOG"); p != "" {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		return bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
	}
	return serviceLog(200000)
}

// BenchmarkHeader reads the header of every line.
func BenchmarkHeader(b *testing.B) {
	lines := benchLines(b)
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		for _, l := range lines {
			parseHeader(l)
		}
	}
	reportLines(b, len(lines), cpuTime()-cpu0)
}

// BenchmarkMask masks the message of every line.
func BenchmarkMask(b *testing.B) {
	lines := benchLines(b)
	msgs := make([][]byte, len(lines))
	for i, l := range lines {
		msgs[i] = l[parseHeader(l).msg:]
	}
	var t tokens
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		for _, m := range msgs {
			t.mask(m, 128)
		}
	}
	reportLines(b, len(lines), cpuTime()-cpu0)
}

// reportLines reports lines per second of wall time and of CPU time.
func reportLines(b *testing.B, lines int, cpu time.Duration) {
	b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
	if cpu > 0 {
		b.ReportMetric(float64(lines)*float64(b.N)/cpu.Seconds(), "lines/cpu-s")
	}
}

// BenchmarkMineParallel mines the same log as BenchmarkMine the way notable does: batches
// of lines prepared on GOMAXPROCS goroutines, mined in order on one.
func BenchmarkMineParallel(b *testing.B) {
	lines := benchLines(b)
	size := int64(0)
	for _, l := range lines {
		size += int64(len(l)) + 1
	}
	b.SetBytes(size)
	b.ReportAllocs()
	const per = 5000 // about a 1 MiB frame of a service log
	workers := runtime.GOMAXPROCS(0)
	cpu0 := cpuTime()
	for b.Loop() {
		m := New(Options{})
		type job struct {
			from int
			b    *Batch
			done chan struct{}
		}
		jobs := make(chan *job)
		order := make(chan *job, 2*workers)
		go func() {
			for from := 0; from < len(lines); from += per {
				j := &job{from: from, b: &Batch{}, done: make(chan struct{})}
				order <- j
				jobs <- j
			}
			close(jobs)
			close(order)
		}()
		for w := 0; w < workers; w++ {
			go func() {
				p := m.Prep()
				for j := range jobs {
					for i := j.from; i < min(j.from+per, len(lines)); i++ {
						p.Line(j.b, i+1, lines[i])
					}
					close(j.done)
				}
			}()
		}
		for j := range order {
			<-j.done
			m.Mine(j.b, 0, j.b.Len())
		}
		_ = m.Result()
	}
	reportLines(b, len(lines), cpuTime()-cpu0)
}

// BenchmarkPrep prepares every line the way notable's workers do (header, features,
// masking, severity and key), into a batch reused from frame to frame.
func BenchmarkPrep(b *testing.B) {
	lines := benchLines(b)
	p := New(Options{}).Prep()
	var batch Batch
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		for i, l := range lines {
			if i%5000 == 0 {
				batch.Reset()
			}
			p.Line(&batch, i+1, l)
		}
	}
	reportLines(b, len(lines), cpuTime()-cpu0)
}
