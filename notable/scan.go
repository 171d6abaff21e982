package notable

import (
	"context"
	"runtime"
	"sync"

	"github.com/wisptriage/wisptriage/digest"
	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/known"
)

// What the scan's workers prepare of each frame: for the failure formats (the rows and
// their stateless reading) and for the template miner. Each is dropped once the prefix
// has decided that no reader wants it.
const (
	wantRows uint32 = 1 << iota
	wantPrep
	// decided: the prefix has been read. Until then a frame past the prefix is not
	// prepared for the miner, which costs the most and is dropped for most build logs;
	// should the miner go on, the summarizer prepares such a frame itself.
	decided
)

// chunk is one frame's lines as a scan worker leaves them. The rows point into the frame,
// which is held until the chunk is released.
type chunk struct {
	rows    []ingest.Row
	known   known.Batch  // the rows after the prefix, prepared for the failure formats
	batch   digest.Batch // the rows prepared for the miner, when prepped
	prepped bool
	release func()
	err     error
}

// workers prepare frames for the ordered reading; chunks and the miner's Preps (each with
// a cache of the line shapes it has seen, worth keeping from frame to frame) go round.
type workers struct {
	z      *summarizer
	n      int
	chunks sync.Pool
	preps  chan *digest.Prep
}

func newWorkers(z *summarizer) *workers {
	n := max(2, runtime.GOMAXPROCS(0))
	return &workers{z: z, n: n, preps: make(chan *digest.Prep, n)}
}

// prepare reads one frame's rows (each valid until the chunk is released) into a chunk.
// frame, when not nil, holds the text of every row: what it lacks is not looked for in
// each.
func (w *workers) prepare(frame []byte, rows func(fn func(ingest.Row))) *chunk {
	want := w.z.want.Load()
	c, _ := w.chunks.Get().(*chunk)
	if c == nil {
		c = &chunk{}
	}
	var prep *digest.Prep
	first := true
	set := w.z.set
	if frame != nil && want&wantRows != 0 {
		c.known.Frame(frame)
	}
	rows(func(r ingest.Row) {
		if first {
			first = false
			if want&wantPrep != 0 && (want&decided != 0 || r.N <= w.z.prefix) {
				select {
				case prep = <-w.preps:
				default:
					prep = w.z.miner.Prep()
				}
				c.prepped = true
			}
		}
		if want&wantRows != 0 {
			c.rows = append(c.rows, r)
			if r.N > w.z.prefix {
				set.Prepare(&c.known, r.N, r.Text)
			}
		} else {
			c.rows = append(c.rows, ingest.Row{N: r.N}) // counted, never read
		}
		if prep != nil {
			prep.Line(&c.batch, r.N, r.Text)
		}
	})
	if prep != nil {
		select {
		case w.preps <- prep:
		default:
		}
	}
	return c
}

// done releases a chunk's frame and keeps the chunk for reuse.
func (w *workers) done(c *chunk) {
	if c.release != nil {
		c.release()
	}
	clear(c.rows) // no frame kept alive through a pooled chunk
	c.rows, c.release, c.err, c.prepped = c.rows[:0], nil, nil, false
	c.known.Reset()
	c.batch.Reset()
	w.chunks.Put(c)
}

// scanStored reads a stored log's frames on several goroutines and hands each chunk to
// the summarizer in the order of the log.
func (w *workers) scanStored(ctx context.Context, log *ingest.Log) error {
	return ingest.EachFrame(ctx, log, 1, w.n, func(fr *ingest.FrameReader) (*chunk, error) {
		h, err := fr.Hold()
		if err != nil {
			return nil, err
		}
		var lerr error
		// A frame's last line may go on into the next frames: no hint.
		c := w.prepare(nil, func(fn func(ingest.Row)) {
			lerr = h.Lines(func(r ingest.Row) error { fn(r); return nil })
		})
		c.release = h.Release
		if lerr != nil {
			w.done(c)
			return nil, lerr
		}
		return c, nil
	}, func(c *chunk) error {
		w.z.chunk(c)
		w.done(c)
		return ctx.Err()
	})
}

// tapped is the scan of an input while the store keeps it: the store's tap hands over
// each frame in order, workers prepare it, and the summarizer reads the chunks in order.
type tapped struct {
	w     *workers
	ctx   context.Context
	split ingest.RowSplitter
	jobs  chan tapJob
	order chan *tapSlot
	wg    sync.WaitGroup
}

type tapJob struct {
	slot     *tapSlot
	lead     []ingest.Row
	body     []byte
	bodyLine int
	release  func()
}

type tapSlot struct {
	c    *chunk
	err  error
	done chan struct{}
}

func (w *workers) tap(ctx context.Context) *tapped {
	t := &tapped{w: w, ctx: ctx, jobs: make(chan tapJob), order: make(chan *tapSlot, w.n)}
	for i := 0; i < w.n; i++ {
		t.wg.Add(1)
		go func() {
			defer t.wg.Done()
			for j := range t.jobs {
				var frame []byte
				if len(j.lead) == 0 {
					frame = j.body // whole lines: every row is a slice of it
				}
				c := w.prepare(frame, func(fn func(ingest.Row)) {
					for _, r := range j.lead {
						fn(r)
					}
					ingest.EachRow(j.body, j.bodyLine, fn)
				})
				c.release = j.release
				j.slot.c = c
				close(j.slot.done)
			}
		}()
	}
	return t
}

// frame is the store's Tap.
func (t *tapped) frame(raw []byte, line int, cont bool, release func()) {
	lead, body, bodyLine := t.split.Frame(raw, line, cont)
	t.send(tapJob{lead: lead, body: body, bodyLine: bodyLine, release: release})
}

func (t *tapped) send(j tapJob) {
	s := &tapSlot{done: make(chan struct{})}
	j.slot = s
	select {
	case t.order <- s:
	case <-t.ctx.Done():
		if j.release != nil {
			j.release()
		}
		return
	}
	select {
	case t.jobs <- j:
	case <-t.ctx.Done():
		s.err = t.ctx.Err()
		if j.release != nil {
			j.release()
		}
		close(s.done)
	}
}

// end hands over the log's last line when it has no LF, and closes the scan. It is called
// once the store has returned.
func (t *tapped) end() {
	if rows := t.split.End(); len(rows) > 0 {
		t.send(tapJob{lead: rows})
	}
	close(t.jobs)
	t.wg.Wait()
	close(t.order)
}

// read hands each chunk to the summarizer in order until the scan is closed. After an
// error it goes on releasing frames, so the store is never left waiting for its buffers.
func (t *tapped) read() error {
	var err error
	for s := range t.order {
		<-s.done
		if s.c == nil {
			if err == nil {
				err = s.err
			}
			continue
		}
		if err == nil {
			t.w.z.chunk(s.c)
			err = t.ctx.Err()
		}
		t.w.done(s.c)
	}
	return err
}
