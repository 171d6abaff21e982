package recoverer

import (
	"errors"
	"fmt"
	"log"
	"strings"
	"testing"
)

type tlog struct{ t *testing.T }

func (w tlog) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

func TestWrapRecoversPanics(t *testing.T) {
	for i := 0; i < 40; i++ {
		i := i
		t.Run(fmt.Sprintf("case_%02d", i), func(t *testing.T) {
			l := log.New(tlog{t}, "", 0)
			err := Wrap(fmt.Sprintf("job%d", i), func() error { panic(fmt.Sprintf("boom %d", i)) }, l)
			if err == nil || !strings.Contains(err.Error(), "panic: boom") {
				t.Fatalf("Wrap = %v", err)
			}
		})
	}
}

func TestWrapPassesErrors(t *testing.T) {
	l := log.New(tlog{t}, "", 0)
	want := errors.New("upstream failed: 503")
	if err := Wrap("plain", func() error { return want }, l); err != want {
		t.Fatalf("Wrap = %v, want %v", err, want)
	}
	t.Logf("got expected error: %v", want)
}
