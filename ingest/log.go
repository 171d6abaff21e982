package ingest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"sync"

	"github.com/klauspost/compress/zstd"
)

// MaxLineBytes is how much of one line a reader is handed; the rest of a longer line is
// counted (Row.Size) but not held in memory.
const MaxLineBytes = 1 << 20

// errStop ends a scan early without an error.
var errStop = errors.New("stop")

// Log is a stored output opened for reading by line.
type Log struct {
	Record
	path string
	f    *os.File
	dec  *zstd.Decoder
	pool sync.Pool // decoded frame buffers

	// The frame Range decoded last: a summary cites many lines of one frame, one Range
	// call each, and should not decode that frame for every citation.
	mu      sync.Mutex
	lastIdx int // frame index + 1; 0 when empty
	lastRaw []byte
}

// OpenLog opens a stored output for reading.
func (s *Store) OpenLog(id string) (*Log, error) {
	rec, err := s.Record(id)
	if err != nil {
		return nil, err
	}
	path := filepath.Join(s.dir, id, logFile)
	f, err := os.Open(path)
	if err != nil {
		return nil, storeErr("open", path, plainErr(err))
	}
	// A damaged record is refused here, before a read trusts its offsets and sizes.
	st, err := f.Stat()
	if err == nil {
		err = checkIndex(rec, st.Size())
	}
	if err != nil {
		f.Close()
		return nil, storeErr("open", path, plainErr(err))
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(s.opts.Workers), zstd.WithDecoderMaxWindow(decoderMaxWindow),
		zstd.WithDecoderMaxMemory(maxRaw(rec.Frames)))
	if err != nil {
		f.Close()
		return nil, storeErr("open", path, err)
	}
	return &Log{Record: rec, path: path, f: f, dec: dec}, nil
}

// Path is the stored .zst file; `zstd -dc` reads it whole.
func (l *Log) Path() string { return l.path }

// Close releases the log.
func (l *Log) Close() error {
	l.dec.Close()
	return l.f.Close()
}

// decode returns frame i decompressed. Safe for concurrent use.
func (l *Log) decode(i int) ([]byte, error) {
	f := l.Frames[i]
	comp := make([]byte, f.Size)
	if _, err := l.f.ReadAt(comp, f.Offset); err != nil && !(err == io.EOF) {
		return nil, storeErr("read", l.path, plainErr(err))
	}
	var dst []byte
	if b, ok := l.pool.Get().(*[]byte); ok {
		dst = (*b)[:0]
	}
	raw, err := l.dec.DecodeAll(comp, dst)
	if err != nil {
		return nil, storeErr("read", l.path, fmt.Errorf("frame %d: %w", i, err))
	}
	if len(raw) != f.RawSize {
		return nil, storeErr("read", l.path, fmt.Errorf("frame %d: %d bytes, the index says %d", i, len(raw), f.RawSize))
	}
	return raw, nil
}

func (l *Log) release(raw []byte) {
	if cap(raw) > 0 {
		l.pool.Put(&raw)
	}
}

// frameOf returns the index of the frame in which line n starts.
func (l *Log) frameOf(n int) int {
	i := sort.Search(len(l.Frames), func(i int) bool { return l.Frames[i].firstStart() > n })
	return max(i-1, 0)
}

// Row is one line handed to a reader: its number, its text without the LF (at most
// MaxLineBytes of it), and its whole size in bytes.
type Row struct {
	N    int
	Text []byte
	Size int64
	// Partial says Text holds only the start of the line (Size has its whole length).
	Partial bool
}

// frameLines calls fn for each line that starts in frame i, reading on into later frames
// to finish the last one. It returns the decoded frame for release.
func (l *Log) frameLines(i int, fn func(Row) error) error {
	raw, err := l.decode(i)
	if err != nil {
		return err
	}
	defer l.release(raw)
	return l.linesOf(i, raw, fn)
}

// frameLinesCached is frameLines for Range: it keeps the frame it decoded for the next call.
func (l *Log) frameLinesCached(i int, fn func(Row) error) error {
	l.mu.Lock()
	if l.lastIdx == i+1 {
		raw := l.lastRaw
		l.mu.Unlock()
		return l.linesOf(i, raw, fn)
	}
	l.mu.Unlock()
	raw, err := l.decode(i)
	if err != nil {
		return err
	}
	l.mu.Lock()
	// The cached copy is only read after this, never written, so handing it out is safe.
	l.lastRaw, l.lastIdx = append([]byte(nil), raw...), i+1
	l.mu.Unlock()
	defer l.release(raw)
	return l.linesOf(i, raw, fn)
}

// linesOf is frameLines over frame i already decoded as raw.
func (l *Log) linesOf(i int, raw []byte, fn func(Row) error) error {
	f := l.Frames[i]
	n, p := f.Line, 0
	if f.Cont {
		j := bytes.IndexByte(raw, '\n')
		if j < 0 {
			return nil // the middle of a long line that started earlier
		}
		p, n = j+1, n+1
	}
	for p < len(raw) {
		j := bytes.IndexByte(raw[p:], '\n')
		if j < 0 {
			break
		}
		text := raw[p : p+j]
		if err := fn(Row{N: n, Text: capLine(text), Size: int64(len(text)), Partial: len(text) > MaxLineBytes}); err != nil {
			return err
		}
		p += j + 1
		n++
	}
	if p == len(raw) {
		return nil
	}
	// The last line goes on into later frames (or is the log's last line, with no LF).
	text := append([]byte(nil), capLine(raw[p:])...)
	size := int64(len(raw) - p)
	for k := i + 1; k < len(l.Frames) && l.Frames[k].Cont; k++ {
		next, err := l.decode(k)
		if err != nil {
			return err
		}
		j := bytes.IndexByte(next, '\n')
		part := next
		if j >= 0 {
			part = next[:j]
		}
		if room := MaxLineBytes - len(text); room > 0 {
			text = append(text, part[:min(room, len(part))]...)
		}
		size += int64(len(part))
		l.release(next)
		if j >= 0 {
			break
		}
	}
	return fn(Row{N: n, Text: text, Size: size, Partial: int64(len(text)) < size})
}

func capLine(b []byte) []byte {
	if len(b) > MaxLineBytes {
		return b[:MaxLineBytes]
	}
	return b
}

// Range calls fn for lines from through to (clamped to the log), in order. Row.Text is
// valid only during the call.
func (l *Log) Range(ctx context.Context, from, to int, fn func(Row) error) error {
	from = max(from, 1)
	to = min(to, l.Lines)
	if from > to {
		return nil
	}
	for i := l.frameOf(from); i < len(l.Frames) && l.Frames[i].firstStart() <= to; i++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		err := l.frameLinesCached(i, func(ln Row) error {
			if ln.N < from {
				return nil
			}
			if ln.N > to {
				return errStop
			}
			return fn(ln)
		})
		if err == errStop {
			return nil
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// EachFrame runs work on the lines of every frame from the one holding line `from`, on
// `workers` goroutines, and hands each frame's result to collect in frame order. It is how
// a filter over a whole stored log uses every core.
func EachFrame[R any](ctx context.Context, l *Log, from, workers int, work func(f *FrameReader) (R, error), collect func(R) error) error {
	if len(l.Frames) == 0 {
		return nil
	}
	workers = max(workers, 1)
	first := l.frameOf(max(from, 1))
	type slot struct {
		res  R
		err  error
		done chan struct{}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan int)
	slots := make(chan *slot, workers*2)
	var mu sync.Mutex
	pending := map[int]*slot{}
	go func() {
		defer close(slots)
		// Closed on every return, or a worker waits on it forever once ctx ends the loop.
		defer close(jobs)
		for i := first; i < len(l.Frames); i++ {
			s := &slot{done: make(chan struct{})}
			mu.Lock()
			pending[i] = s
			mu.Unlock()
			select {
			case slots <- s:
			case <-ctx.Done():
				return
			}
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				mu.Lock()
				s := pending[i]
				delete(pending, i)
				mu.Unlock()
				s.res, s.err = work(&FrameReader{log: l, index: i})
				close(s.done)
			}
		}()
	}
	defer wg.Wait()
	for s := range slots {
		select {
		case <-s.done:
		case <-ctx.Done():
			return ctx.Err()
		}
		if s.err != nil {
			cancel()
			return s.err
		}
		if err := collect(s.res); err != nil {
			cancel()
			if err == errStop {
				return nil
			}
			return err
		}
	}
	return ctx.Err()
}

// Scan calls fn for every line in order, decoding ahead on the other cores. Only decoded
// frames wait in between, not their lines as rows: a frame of one-byte lines would
// otherwise cost twenty times its size.
func (l *Log) Scan(ctx context.Context, fn func(Row) error) error {
	type decoded struct {
		index int
		raw   []byte
	}
	return EachFrame(ctx, l, 1, 2, func(fr *FrameReader) (decoded, error) {
		raw, err := l.decode(fr.index)
		return decoded{fr.index, raw}, err
	}, func(d decoded) error {
		defer l.release(d.raw)
		return l.linesOf(d.index, d.raw, fn)
	})
}

// Stop is returned from a callback to end a scan early without an error.
var Stop = errStop

// Head returns the first lines of the log, up to about maxBytes of text (at least one
// line, its text cut at maxBytes; Size keeps its whole length).
func (l *Log) Head(ctx context.Context, maxBytes int) ([]Row, error) {
	return l.HeadOf(ctx, 1, l.Lines, maxBytes)
}

// Tail returns the last lines of the log, up to about maxBytes of text, in order.
func (l *Log) Tail(ctx context.Context, maxBytes int) ([]Row, error) {
	return l.TailOf(ctx, 1, l.Lines, maxBytes)
}

// HeadOf is Head over the lines from through to.
func (l *Log) HeadOf(ctx context.Context, from, to, maxBytes int) ([]Row, error) {
	var rows []Row
	used := 0
	err := l.Range(ctx, from, to, func(r Row) error {
		if len(rows) > 0 && used+len(r.Text)+1 > maxBytes {
			return errStop
		}
		rows = append(rows, copyRow(r, maxBytes))
		used += len(r.Text) + 1
		return nil
	})
	if err == errStop {
		err = nil
	}
	return rows, err
}

// TailOf is Tail over the lines from through to: it reads only the frames near `to`.
func (l *Log) TailOf(ctx context.Context, from, to, maxBytes int) ([]Row, error) {
	if len(l.Frames) == 0 {
		return nil, nil
	}
	// The frame where `to` starts, then back over frames until they hold maxBytes.
	i := l.frameOf(to)
	raw := 0
	for i > 0 && raw < maxBytes {
		raw += l.Frames[i].RawSize
		i--
	}
	var rows []Row
	used := 0
	err := l.Range(ctx, max(from, l.Frames[i].firstStart()), to, func(r Row) error {
		rows = append(rows, copyRow(r, maxBytes))
		used += len(r.Text) + 1
		for len(rows) > 1 && used > maxBytes {
			used -= len(rows[0].Text) + 1
			rows = rows[1:]
		}
		return nil
	})
	return rows, err
}

func copyRow(r Row, maxBytes int) Row {
	text := r.Text
	if len(text) > maxBytes {
		text = text[:maxBytes]
		r.Partial = true
	}
	r.Text = append([]byte(nil), text...)
	return r
}

// WriteTo writes the whole stored output to w, byte for byte, one frame at a time.
func (l *Log) WriteTo(ctx context.Context, w io.Writer) (int64, error) {
	var n int64
	for i := range l.Frames {
		if err := ctx.Err(); err != nil {
			return n, err
		}
		raw, err := l.decode(i)
		if err != nil {
			return n, err
		}
		m, err := w.Write(raw)
		n += int64(m)
		l.release(raw)
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// FrameReader is one frame handed to EachFrame's work.
type FrameReader struct {
	log   *Log
	index int
}

// Lines calls fn for each line that starts in the frame (reading on into later frames to
// finish the last one).
func (f *FrameReader) Lines(fn func(Row) error) error { return f.log.frameLines(f.index, fn) }

// Whole returns the frame's bytes and the number of its first line when the frame holds
// whole lines only (it starts at a line start and ends with LF, or ends the log), so a
// search may run over the frame at once. ok is false otherwise; use Lines.
func (f *FrameReader) Whole() (raw []byte, firstLine int, release func(), ok bool, err error) {
	fr := f.log.Frames[f.index]
	last := f.index == len(f.log.Frames)-1
	if fr.Cont || (!last && f.log.Frames[f.index+1].Cont) {
		return nil, 0, nil, false, nil
	}
	raw, err = f.log.decode(f.index)
	if err != nil {
		return nil, 0, nil, false, err
	}
	return raw, fr.Line, func() { f.log.release(raw) }, true, nil
}

// Reader returns the whole stored output as a stream, decoded a frame at a time, for
// readers that take an io.Reader. Close it when done early.
func (l *Log) Reader(ctx context.Context) io.ReadCloser {
	pr, pw := io.Pipe()
	go func() {
		_, err := l.WriteTo(ctx, pw)
		pw.CloseWithError(err)
	}()
	return pr
}
