package ingest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/klauspost/compress/zstd"
)

// Meta is what the caller knows about an output before it is stored.
type Meta struct {
	Name       string
	Source     string
	Command    string
	ExitStatus *int
}

// encoderWindow is the compressor's window: a frame's size, so that a match anywhere in
// the frame is found. On build logs it compresses about 10% better and runs faster than
// a small window (fewer, longer matches to encode).
const encoderWindow = 1 << 20

// tapBuffers is how many more frame buffers an ingest with a tap has, so the tap's
// reader may hold some while compression goes on.
const tapBuffers = 4

// frameJob is one frame on its way through the pipeline: read, compressed, written.
type frameJob struct {
	buf    []byte // the raw buffer (owned until written)
	raw    []byte // the frame's bytes within buf
	comp   []byte
	line   int
	cont   bool
	lfs    int
	done   chan struct{}
	encErr error
}

// Ingest reads r to its end and stores it whole, as seekable zstd with a line index, under
// a new id. Past the ceiling the middle is cut and the cut is recorded. Nothing is listed
// until the output is complete: it is written under a temporary name and renamed.
func (s *Store) Ingest(ctx context.Context, r io.Reader, meta Meta) (Record, error) {
	return s.ingest(ctx, r, func() Meta { return meta }, nil)
}

// Tap sees the input while it is stored, a frame at a time and in order, so a reader can
// run beside the store instead of decoding it again afterwards. raw is the frame's bytes
// (whole lines, unless a line is longer than a frame: then cont says the frame's first
// line started in an earlier one), line the number of the line it starts in. raw is the
// store's own buffer: it stays valid until release is called, and the store reads no
// further while it waits for buffers, so every frame must be released, soon. A tap must
// not block past ctx's end.
//
// The tap sees the input, not what is stored: when the record has a Cut, the middle the
// tap saw is not in the store.
type Tap func(raw []byte, line int, cont bool, release func())

// IngestTap is Ingest with tap handed every frame of the input as it is stored.
func (s *Store) IngestTap(ctx context.Context, r io.Reader, meta Meta, tap Tap) (Record, error) {
	return s.ingest(ctx, r, func() Meta { return meta }, tap)
}

// ingest is Ingest with the meta read once r is at its end, so a command's exit status,
// known only when its output ends, goes into the record written with it.
func (s *Store) ingest(ctx context.Context, r io.Reader, meta func() Meta, tap Tap) (Record, error) {
	id, tmp, err := s.makeTemp()
	if err != nil {
		return Record{}, err
	}
	w := &writer{store: s, tmp: tmp, hash: sha256.New(), tap: tap}
	rec, err := w.run(ctx, r, meta)
	if err != nil {
		os.RemoveAll(tmp)
		return Record{}, err
	}
	for attempt := 0; ; attempt++ {
		rec.ID = id
		if err := writeRecord(tmp, rec); err != nil {
			os.RemoveAll(tmp)
			return Record{}, err
		}
		err := os.Rename(tmp, filepath.Join(s.dir, id))
		if err == nil {
			break
		}
		if attempt >= 8 || !(errors.Is(err, os.ErrExist) || isNotEmpty(err)) {
			os.RemoveAll(tmp)
			return Record{}, storeErr("rename", tmp, plainErr(err))
		}
		id = s.opts.NewID() // another writer took this id
	}
	if err := syncDir(s.dir); err != nil {
		return Record{}, err
	}
	return rec, nil
}

func isNotEmpty(err error) bool {
	var le *os.LinkError
	return errors.As(err, &le) && le.Err != nil && le.Err.Error() == "directory not empty"
}

func (s *Store) makeTemp() (id, tmp string, err error) {
	for attempt := 0; attempt < 16; attempt++ {
		id = s.opts.NewID()
		if !ValidID(id) {
			return "", "", storeErr("create", s.dir, fmt.Errorf("id source gave an unsafe id %q", id))
		}
		if _, err := os.Stat(filepath.Join(s.dir, id)); err == nil {
			continue
		}
		tmp = filepath.Join(s.dir, fmt.Sprintf("%s%s-%d", tmpPrefix, id, os.Getpid()))
		err = os.Mkdir(tmp, 0o700)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return "", "", storeErr("create", tmp, plainErr(err))
		}
		return id, tmp, nil
	}
	return "", "", storeErr("create", s.dir, errors.New("no free id after 16 tries"))
}

func writeRecord(dir string, rec Record) error {
	b, err := json.Marshal(rec)
	if err != nil {
		return storeErr("write", dir, err)
	}
	return writeFileSync(filepath.Join(dir, recordFile), b)
}

func writeFileSync(path string, b []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return storeErr("write", path, plainErr(err))
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return storeErr("write", path, plainErr(err))
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return storeErr("sync", path, plainErr(err))
	}
	return storeErr("close", path, f.Close())
}

// writer holds the state of one ingest.
type writer struct {
	store *Store
	tmp   string
	out   *os.File
	off   int64
	hash  hash.Hash

	frames   []Frame
	rawOff   int64 // stored raw bytes so far
	total    int64 // input bytes so far
	lastLF   bool  // the last stored byte is an LF
	stored   int   // lines fully or partly stored, by LF count
	tail     *tailKeeper
	headRaw  int64
	headHash []byte // the hash's state at the end of the head, for a cut
	tap      Tap
}

func (w *writer) run(ctx context.Context, r io.Reader, meta func() Meta) (Record, error) {
	out, err := os.OpenFile(filepath.Join(w.tmp, logFile), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return Record{}, storeErr("create", w.tmp, plainErr(err))
	}
	w.out = out
	defer out.Close()

	opts := w.store.opts
	nbuf := opts.Workers*2 + 2
	if w.tap != nil {
		nbuf += tapBuffers // held by the tap's reader while compression goes on
	}
	free := make(chan []byte, nbuf)
	for i := 0; i < nbuf; i++ {
		free <- make([]byte, opts.FrameSize)
	}
	work := make(chan *frameJob, nbuf)
	ordered := make(chan *frameJob, nbuf)
	// Compressed buffers go round too, so a long input does not allocate a frame's worth
	// for every frame.
	spare := make(chan []byte, nbuf)

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	var wg sync.WaitGroup
	for i := 0; i < opts.Workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithEncoderConcurrency(1),
				zstd.WithWindowSize(encoderWindow))
			for j := range work {
				if err != nil {
					j.encErr = err
				} else {
					var dst []byte
					select {
					case dst = <-spare:
					default:
					}
					j.comp = enc.EncodeAll(j.raw, dst[:0])
				}
				close(j.done)
			}
		}()
	}

	writeErr := make(chan error, 1)
	go func() {
		var err error
		for j := range ordered {
			<-j.done
			if err == nil && j.encErr != nil {
				err = storeErr("compress", w.tmp, j.encErr)
			}
			if err == nil {
				err = w.put(j)
				if err != nil {
					cancel()
				}
			}
			if err == nil && w.tap != nil {
				buf := j.buf
				var once sync.Once
				w.tap(j.raw, j.line, j.cont, func() { once.Do(func() { free <- buf }) })
			} else {
				free <- j.buf
			}
			if j.comp != nil {
				select {
				case spare <- j.comp:
				default:
				}
			}
		}
		writeErr <- err
	}()

	readErr := w.read(ctx, r, free, work, ordered)
	close(work)
	close(ordered)
	wg.Wait()
	if err := <-writeErr; err != nil {
		return Record{}, err
	}
	if readErr != nil {
		return Record{}, readErr
	}
	return w.finish(meta())
}

// read fills frames from r: each ends at the last LF that fits, or is a full buffer when a
// line is longer than a frame (the next frame then continues that line).
func (w *writer) read(ctx context.Context, r io.Reader, free chan []byte, work, ordered chan *frameJob) error {
	var carry []byte
	line, cont := 1, false
	eof := false
	for !eof {
		if err := ctx.Err(); err != nil {
			return err
		}
		var buf []byte
		select {
		case buf = <-free:
		case <-ctx.Done():
			return ctx.Err()
		}
		n := copy(buf, carry)
		m, err := io.ReadFull(r, buf[n:])
		n += m
		switch {
		case err == io.EOF || err == io.ErrUnexpectedEOF:
			eof = true
		case err != nil:
			free <- buf
			return err
		}
		if n == 0 {
			free <- buf
			break
		}
		end := n
		if !eof {
			if i := bytes.LastIndexByte(buf[:n], '\n'); i >= 0 {
				end = i + 1
			}
		}
		carry = append(carry[:0], buf[end:n]...)
		raw := buf[:end]
		lfs := bytes.Count(raw, []byte{'\n'})
		j := &frameJob{buf: buf, raw: raw, line: line, cont: cont, lfs: lfs, done: make(chan struct{})}
		w.total += int64(end)
		line += lfs
		cont = raw[len(raw)-1] != '\n'
		select {
		case work <- j:
		case <-ctx.Done():
			free <- buf
			return ctx.Err()
		}
		ordered <- j
	}
	if len(carry) > 0 {
		return errors.New("internal: bytes left after the end of input")
	}
	return nil
}

// put stores one compressed frame: in the head while under half the ceiling, then in the
// tail keeper, which holds only about the last half.
func (w *writer) put(j *frameJob) error {
	half := w.store.opts.Ceiling / 2
	if w.tail == nil && w.rawOff+int64(len(j.raw)) <= half {
		w.hash.Write(j.raw)
		if err := w.appendFrame(j.comp, len(j.raw), j.line, j.cont, j.lfs); err != nil {
			return err
		}
		w.headRaw = w.rawOff
		w.lastLF = j.raw[len(j.raw)-1] == '\n'
		return nil
	}
	if w.tail == nil {
		w.tail = &tailKeeper{dir: w.tmp, keep: half}
		state, err := w.hash.(encoding.BinaryMarshaler).MarshalBinary()
		if err != nil {
			return storeErr("hash", w.tmp, err)
		}
		w.headHash = state
	}
	// Hash on while nothing is cut, so an input under the ceiling is never decoded again.
	if w.tail.dropped == 0 {
		w.hash.Write(j.raw)
	}
	return w.tail.add(j.comp, tailFrame{raw: len(j.raw), lfs: j.lfs, cont: j.cont, endsLF: j.raw[len(j.raw)-1] == '\n'})
}

func (w *writer) appendFrame(comp []byte, rawSize, line int, cont bool, lfs int) error {
	if _, err := w.out.Write(comp); err != nil {
		return storeErr("write", w.out.Name(), plainErr(err))
	}
	w.frames = append(w.frames, Frame{Line: line, Cont: cont, Offset: w.off, Size: len(comp),
		RawOffset: w.rawOff, RawSize: rawSize, LFs: lfs})
	w.off += int64(len(comp))
	w.rawOff += int64(rawSize)
	return nil
}

// lineAfter is the number of the line that the next stored byte belongs to.
func (w *writer) lineAfter() (line int, cont bool) {
	if len(w.frames) == 0 {
		return 1, false
	}
	f := w.frames[len(w.frames)-1]
	return f.Line + f.LFs, !w.lastLF
}

func (w *writer) finish(meta Meta) (Record, error) {
	var cut *Cut
	if w.tail != nil {
		var err error
		cut, err = w.appendTail()
		if err != nil {
			return Record{}, err
		}
	}
	lines := 0
	if n := len(w.frames); n > 0 {
		f := w.frames[n-1]
		lines = f.Line + f.LFs - 1
		if !w.lastLF {
			lines++
		}
	}
	table := appendSeekTable(nil, w.frames)
	if _, err := w.out.Write(table); err != nil {
		return Record{}, storeErr("write", w.out.Name(), plainErr(err))
	}
	if err := w.out.Sync(); err != nil {
		return Record{}, storeErr("sync", w.out.Name(), plainErr(err))
	}
	name := meta.Name
	if name == "" {
		name = meta.Source
	}
	return Record{
		Name: name, Source: meta.Source, Command: meta.Command, ExitStatus: meta.ExitStatus,
		Created: w.store.opts.Now().UTC(), Bytes: w.rawOff, Lines: lines, LastLF: lines > 0 && w.lastLF,
		SHA256: hex.EncodeToString(w.hash.Sum(nil)), Cut: cut, TotalBytes: w.total, Frames: w.frames,
	}, nil
}

// appendTail writes what the tail keeper holds after the head: all of it when the whole
// input fits the ceiling, else a marker line and about the last half of the ceiling.
func (w *writer) appendTail() (*Cut, error) {
	t := w.tail
	defer t.close()
	ceiling := w.store.opts.Ceiling
	var cut *Cut
	if t.dropped > 0 || w.headRaw+t.raw > ceiling {
		// Keep at most half the ceiling (the head has the other half), starting at a line start.
		for len(t.frames) > 0 && (t.raw > ceiling/2 || t.frames[0].cont) {
			t.dropFront()
		}
		line, cont := w.lineAfter()
		marker := fmt.Sprintf("[wisptriage: the ceiling of %s cut %s bytes (%s lines) here; the head and the tail are kept]\n",
			HumanBytes(ceiling), Thousands(t.droppedBytes), Thousands(t.droppedLFs))
		if cont {
			marker = "\n" + marker
		}
		if err := w.hash.(encoding.BinaryUnmarshaler).UnmarshalBinary(w.headHash); err != nil {
			return nil, storeErr("hash", w.tmp, err)
		}
		enc, _ := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithEncoderConcurrency(1))
		comp := enc.EncodeAll([]byte(marker), nil)
		enc.Close()
		w.hash.Write([]byte(marker))
		if err := w.appendFrame(comp, len(marker), line, cont, bytes.Count([]byte(marker), []byte{'\n'})); err != nil {
			return nil, err
		}
		markerLine, _ := w.lineAfter()
		markerLine--
		cut = &Cut{Line: markerLine, Bytes: t.droppedBytes, Lines: t.droppedLFs, Ceiling: ceiling}
		w.lastLF = true
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1))
	if err != nil {
		return nil, storeErr("read", w.tmp, err)
	}
	defer dec.Close()
	var raw []byte
	for _, f := range t.frames {
		comp, err := t.read(f)
		if err != nil {
			return nil, err
		}
		if cut != nil {
			raw, err = dec.DecodeAll(comp, raw[:0])
			if err != nil {
				return nil, storeErr("read", w.tmp, err)
			}
			w.hash.Write(raw)
		}
		line, cont := w.lineAfter()
		if err := w.appendFrame(comp, f.raw, line, cont, f.lfs); err != nil {
			return nil, err
		}
		w.lastLF = f.endsLF
	}
	return cut, nil
}
