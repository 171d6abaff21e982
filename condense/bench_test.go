package condense

import (
	"context"
	"testing"
	"time"
)

// BenchmarkPass48Chunks runs a 48-chunk question at concurrency 4 against a server
// that takes 200 ms a call: about 12 rounds of 200 ms, 2.4 s an operation.
func BenchmarkPass48Chunks(b *testing.B) {
	f := newFakeServer(b, func(int, string) reply { return reply{text: "nothing here", delay: 200 * time.Millisecond} })
	src := logOf(5000, 60)
	o := Options{BaseURL: f.openAIURL(), Model: "m", Budget: 4096, MaxChunks: 48, Concurrency: 4}
	var res *Result
	for b.Loop() {
		var err error
		res, err = Run(context.Background(), src, "what failed?", o)
		if err != nil {
			b.Fatal(err)
		}
	}
	if res.Chunks.Read != 48 {
		b.Fatalf("read %d chunks, want 48", res.Chunks.Read)
	}
	b.ReportMetric(float64(res.Usage.Calls), "calls/op")
	b.ReportMetric(res.DurationS/(12*0.2), "x12x200ms")
}

// BenchmarkChunking measures reading, cleaning, redacting and numbering the lines of a
// dry run: the work done on this side of the endpoint.
func BenchmarkChunking(b *testing.B) {
	src := logOf(20000, 80)
	o := Options{DryRun: true, Budget: 64 << 10, MaxChunks: 1 << 20}
	bytes := 0
	for _, l := range src.lines {
		bytes += len(l) + 1
	}
	b.SetBytes(int64(bytes))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Run(context.Background(), src, "q", o); err != nil {
			b.Fatal(err)
		}
	}
}
