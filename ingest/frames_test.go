package ingest

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// tapRows ingests in with a tap that splits frames into rows, and returns the rows the
// tap saw (copied) with the record.
func tapRows(t testing.TB, s *Store, in []byte) ([]Row, Record) {
	var rows []Row
	var split RowSplitter
	keep := func(r Row) {
		r.Text = append([]byte(nil), r.Text...)
		rows = append(rows, r)
	}
	rec, err := s.IngestTap(context.Background(), bytes.NewReader(in), Meta{}, func(raw []byte, line int, cont bool, release func()) {
		lead, body, bodyLine := split.Frame(raw, line, cont)
		for _, r := range lead {
			keep(r)
		}
		EachRow(body, bodyLine, keep)
		release()
	})
	require.NoError(t, err)
	for _, r := range split.End() {
		keep(r)
	}
	return rows, rec
}

// storedRows reads the stored log's rows through held frames, as a parallel reader does.
func storedRows(t testing.TB, s *Store, id string) []Row {
	l, err := s.OpenLog(id)
	require.NoError(t, err)
	defer l.Close()
	var rows []Row
	type held struct {
		h    *HeldFrame
		rows []Row
	}
	require.NoError(t, EachFrame(context.Background(), l, 1, 3, func(f *FrameReader) (held, error) {
		h, err := f.Hold()
		if err != nil {
			return held{}, err
		}
		var rs []Row
		err = h.Lines(func(r Row) error { rs = append(rs, r); return nil })
		return held{h, rs}, err
	}, func(h held) error {
		// Read only after Lines returned: the rows must still be valid.
		for _, r := range h.rows {
			r.Text = append([]byte(nil), r.Text...)
			rows = append(rows, r)
		}
		h.h.Release()
		return nil
	}))
	return rows
}

// FuzzTapRows: the rows a tap splits out of the frames it is handed are the rows the
// stored log gives, line numbers, sizes and all, at any frame size.
func FuzzTapRows(f *testing.F) {
	f.Add([]byte("a\nb\r\nc"), uint8(3))
	f.Add(bytes.Repeat([]byte("x"), 300), uint8(1))
	f.Add([]byte("short\n"+strings.Repeat("y", 100)+"\nz\n"+strings.Repeat("w", 70)), uint8(0))
	f.Add([]byte("\n\n\x00\xff\n"), uint8(0))
	f.Fuzz(func(t *testing.T, in []byte, frameExp uint8) {
		s := testStore(t, Options{FrameSize: 16 << (frameExp % 8), Workers: 2})
		got, rec := tapRows(t, s, in)
		want := storedRows(t, s, rec.ID)
		require.Equal(t, len(want), rec.Lines)
		if len(want) == 0 {
			require.Empty(t, got)
			return
		}
		require.Equal(t, want, got)
	})
}

// A tap that holds its frames and gives them back later, from another goroutine, does
// not stall the store; one that stops taking them ends with the context, not a hang.
func TestTapHoldsFrames(t *testing.T) {
	in := bytes.Repeat([]byte("a line of a build log\n"), 20000)
	s := testStore(t, Options{FrameSize: 4096, Workers: 2})
	held := make(chan func(), 64)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for release := range held {
			release()
		}
	}()
	frames := 0
	rec, err := s.IngestTap(context.Background(), bytes.NewReader(in), Meta{}, func(raw []byte, line int, cont bool, release func()) {
		frames++
		held <- release
	})
	close(held)
	wg.Wait()
	require.NoError(t, err)
	require.Equal(t, len(rec.Frames), frames)
	require.Equal(t, string(in), string(readStored(t, s, rec.ID)))

	ctx, cancel := context.WithCancel(context.Background())
	_, err = s.IngestTap(ctx, bytes.NewReader(in), Meta{}, func(raw []byte, line int, cont bool, release func()) {
		cancel() // and never release: the store must not wait forever
	})
	require.True(t, errors.Is(err, context.Canceled), "got %v", err)
}
