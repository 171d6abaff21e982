package notable

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/wisptriage/wisptriage/digest"
	"github.com/wisptriage/wisptriage/ingest"
)

// What the scan's workers keep of each frame: its rows (for the failure formats and the
// prefix decision) and its lines prepared for the template miner. Each is dropped once the
// prefix has decided that no reader wants it.
const (
	wantRows uint32 = 1 << iota
	wantPrep
)

// chunk is one frame's lines as a scan worker leaves them.
type chunk struct {
	n     int          // lines
	rows  []ingest.Row // when wantRows was set
	batch *digest.Batch
}

// scanFrames reads the log's frames on several goroutines, each preparing its frame's
// lines for the miner (the costly part of mining that needs no order), and calls fn with
// each frame's chunk in the order of the log. want says what the workers keep; it may
// only lose bits while the scan runs, so a chunk always holds what fn wants of it.
func scanFrames(ctx context.Context, log *ingest.Log, miner *digest.Miner, want *atomic.Uint32, fn func(*chunk) error) error {
	var batches sync.Pool // for reuse from frame to frame
	workers := max(2, runtime.GOMAXPROCS(0))
	// Preps are kept for the whole scan, not in a sync.Pool that a collection empties: each
	// holds a cache of the line shapes it has prepared, which is worth keeping.
	preps := make(chan *digest.Prep, workers)
	return ingest.EachFrame(ctx, log, 1, workers, func(fr *ingest.FrameReader) (*chunk, error) {
		w := want.Load()
		c := &chunk{}
		var prep *digest.Prep
		if w&wantPrep != 0 {
			select {
			case prep = <-preps:
			default:
				prep = miner.Prep()
			}
			defer func() {
				select {
				case preps <- prep:
				default:
				}
			}()
			c.batch, _ = batches.Get().(*digest.Batch)
			if c.batch == nil {
				c.batch = &digest.Batch{}
			}
		}
		var buf []byte
		err := fr.Lines(func(r ingest.Row) error {
			c.n++
			if prep != nil {
				prep.Line(c.batch, r.N, r.Text)
			}
			if w&wantRows != 0 {
				off := len(buf)
				buf = append(buf, r.Text...)
				r.Text = buf[off:len(buf):len(buf)]
				c.rows = append(c.rows, r)
			}
			return nil
		})
		// Point the rows at the buffer once it has stopped moving.
		off := 0
		for k := range c.rows {
			n := len(c.rows[k].Text)
			c.rows[k].Text = buf[off : off+n : off+n]
			off += n
		}
		return c, err
	}, func(c *chunk) error {
		err := fn(c)
		if c.batch != nil {
			c.batch.Reset()
			batches.Put(c.batch)
		}
		if err != nil {
			return err
		}
		return ctx.Err()
	})
}
