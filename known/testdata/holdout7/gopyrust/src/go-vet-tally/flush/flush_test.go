package flush

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"example.com/tally/logx"
	"example.com/tally/metrics"
)

func newFlusher(sink io.Writer) *Flusher {
	reg := &metrics.Registry{}
	reg.Get("requests").Add(3)
	reg.Get("errors").Add(1)
	return &Flusher{Reg: reg, Sink: sink, Log: &logx.Logger{W: io.Discard, Now: time.Now}, Interval: time.Millisecond}
}

func TestOnce(t *testing.T) {
	var buf bytes.Buffer
	n, err := newFlusher(&buf).Once()
	if err != nil || n != 2 {
		t.Fatalf("Once() = %d, %v", n, err)
	}
	if got := buf.String(); got != "{\"errors\":1,\"requests\":3}\n" {
		t.Errorf("wrote %q", got)
	}
}

func TestRunStops(t *testing.T) {
	var buf bytes.Buffer
	f := newFlusher(&buf)
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		f.Run(stop)
		if !strings.Contains(buf.String(), "requests") {
			t.Fatal("nothing flushed before stop")
		}
		close(done)
	}()
	time.Sleep(5 * time.Millisecond)
	close(stop)
	<-done
}
