package digest

import (
	"bytes"
	"hash/maphash"

	"github.com/wisptriage/wisptriage/ingest"
)

// Prep does the part of mining that depends on one line alone (its header, its features,
// its masked words and their key) so that it can run on other goroutines, a frame of the
// log each; the Miner then mines the prepared lines in order with Mine. Mining prepared
// lines gives the same Result as giving the Miner every line with Line.
type Prep struct {
	seed     maphash.Seed
	maxWords int
	toks     tokens
	clean    []byte
	cache    shapeCache
}

// Batch holds prepared lines. Its zero value is empty and ready; Reset empties it for
// reuse.
type Batch struct {
	lines []prepped
	text  []byte  // messages and timestamps
	words []byte  // the masked words of each masked line, as tokens.buf holds them
	ends  []int32 // their ends, as tokens.ends holds them, from the line's first word
}

// prepped is one prepared line. msg and ts index Batch.text; words and ends index
// Batch.words and Batch.ends.
type prepped struct {
	n      int
	key    uint64 // the variant key, when masked
	msg    [2]int32
	ts     [2]int32 // ts[0] < 0: no timestamp
	words  [2]int32
	ends   [2]int32
	feat   uint16
	sev    ingest.Severity // the header's level; when masked, the record's severity
	masked bool
}

// Prep returns a Prep for this Miner. Each goroutine needs its own; a Prep reads nothing
// of the Miner that changes, so it may run while the Miner mines.
func (m *Miner) Prep() *Prep {
	return &Prep{seed: m.seed, maxWords: m.opt.MaxWords}
}

// Len is the number of lines in the batch.
func (b *Batch) Len() int { return len(b.lines) }

// Reset empties the batch, keeping its memory.
func (b *Batch) Reset() {
	b.lines, b.text, b.words, b.ends = b.lines[:0], b.text[:0], b.words[:0], b.ends[:0]
}

func (b *Batch) keep(s []byte) [2]int32 {
	k := len(b.text)
	b.text = append(b.text, s...)
	return [2]int32{int32(k), int32(len(b.text))}
}

// loadWords puts the masked words of line i into t.
func (b *Batch) loadWords(i int, t *tokens) {
	p := &b.lines[i]
	t.buf = append(t.buf[:0], b.words[p.words[0]:p.words[1]]...)
	t.ends = append(t.ends[:0], b.ends[p.ends[0]:p.ends[1]]...)
}

// Line prepares line n (1-based) of the log into b. text is valid only during the call.
func (p *Prep) Line(b *Batch, n int, text []byte) {
	line := text
	if bytes.IndexByte(text, '\r') >= 0 || bytes.IndexByte(text, 0x1b) >= 0 {
		p.clean = ingest.Clean(p.clean[:0], text)
		line = p.clean
	}
	slot := p.cache.lookup(p.seed, line)
	if slot != nil && slot.hit(p.seed, b, n, line) {
		p.cache.hits++
		return
	}
	h := parseHeader(line)
	pl := prepped{n: n, feat: features(line, h), sev: h.sev, ts: [2]int32{-1, -1}}
	if pl.feat&fBlank != 0 {
		b.lines = append(b.lines, pl)
		slot.fill(h, pl, nil)
		return
	}
	msg := line[h.msg:]
	if len(msg) > maxMessageBytes {
		msg = msg[:maxMessageBytes]
	}
	pl.msg = b.keep(msg)
	if h.ts[0] >= 0 {
		ts := line[h.ts[0]:h.ts[1]]
		if len(ts) > 64 {
			ts = ts[:64]
		}
		pl.ts = b.keep(ts)
	}
	// An indented line or a PostgreSQL DETAIL: almost always continues a record, so it is
	// not masked here; Mine masks it in the rare case that it starts one.
	var toks *tokens
	if pl.feat&(fIndented|fMarker) == 0 {
		toks = &p.toks
		p.toks.mask(msg, p.maxWords)
		pl.sev = recordSeverity(h.sev, msg, &p.toks)
		pl.key = hashOf(p.seed, pl.sev, &p.toks)
		pl.masked = true
		pl.words[0] = int32(len(b.words))
		b.words = append(b.words, p.toks.buf...)
		pl.words[1] = int32(len(b.words))
		pl.ends[0] = int32(len(b.ends))
		b.ends = append(b.ends, p.toks.ends...)
		pl.ends[1] = int32(len(b.ends))
	}
	b.lines = append(b.lines, pl)
	slot.fill(h, pl, toks)
}

// Mine mines lines from through to-1 of a batch. Batches must come in the order of the
// log, and a batch's lines in order, as Line takes them.
func (m *Miner) Mine(b *Batch, from, to int) {
	// Only the first and the last timestamp are kept: the last of the range is copied once,
	// after the loop, rather than on every line.
	lastTS := -1
	for i := from; i < to; i++ {
		p := &b.lines[i]
		m.lines++
		m.finalized = false
		switch m.split.next(p.feat) {
		case blankLine:
			m.blank++
			continue
		case continues:
			m.continueRecord(p.n, p.feat)
			continue
		}
		if p.ts[0] >= 0 {
			if m.firstTS == nil {
				m.stamp(p.n, b.text[p.ts[0]:p.ts[1]])
			} else {
				lastTS = i
			}
		}
		msg := b.text[p.msg[0]:p.msg[1]]
		if !p.masked {
			m.record(p.n, p.sev, msg)
			continue
		}
		m.place(p.n, p.sev, p.key, msg, b, i)
	}
	if lastTS >= 0 {
		p := &b.lines[lastTS]
		m.stamp(p.n, b.text[p.ts[0]:p.ts[1]])
	}
}
