package main

import (
	"bytes"
	"io"

	"github.com/wisptriage/wisptriage/ingest"
)

// shownOut is where a command writes what it renders from a log. At a terminal the log's
// own escape sequences and CR rewrites are dropped line by line (a log must not be able to
// move the cursor, retitle the window or hide a line); a pipe or file gets the bytes as
// rendered.
func shownOut(env Env) io.Writer {
	if env.IsTerminal == nil || !env.IsTerminal(env.Stdout) {
		return env.Stdout
	}
	return &termSafe{w: env.Stdout}
}

type termSafe struct {
	w       io.Writer
	pending []byte
	out     []byte
}

func (t *termSafe) Write(b []byte) (int, error) {
	n := len(b)
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			t.pending = append(t.pending, b...)
			break
		}
		t.pending = append(t.pending, b[:i]...)
		t.out = append(ingest.Clean(t.out[:0], t.pending), '\n')
		t.pending = t.pending[:0]
		if _, err := t.w.Write(t.out); err != nil {
			return 0, err
		}
		b = b[i+1:]
	}
	return n, nil
}
