package known

import (
	"bytes"

	"github.com/wisptriage/wisptriage/ingest"
)

// Batch holds lines prepared by Set.Prepare for a Reader's ReadBatch. The zero value is ready.
//
// Preparing a line does all the reading that needs no reader state: cleaning,
// unwrapping, the literal gates, and the regexps of the patterns they let through.
// Reading it in order then only picks, among the patterns that matched, the first
// that the open block allows, and fires it.
type Batch struct {
	lines   []prepLine
	matches []prepMatch // per line, in priority order
	subs    []int       // submatches of the matches
	caps    []prepCaps  // what Loc, MsgAfter and KindTrailer read
	ext     []lineExt   // lines with their text in arena, or a go test -json Test
	arena   []byte      // cleaned text and go test -json output
	count   int

	// What the lines to come cannot hold (Frame): no CR or escape, no tab.
	noCtl, noTab bool

	// Scratch.
	scratch []byte
	lits    []int32
	cands   []int32
	sub     []int
}

// prepLine is one prepared line (or, after one flagged altGhRun, its reading as gh
// run view's output).
type prepLine struct {
	text  []byte // the text to match, when not in the arena (nil: nothing to match)
	n     int
	match int32 // its first match; they end at the next prepLine's
	ext   int32 // index in ext, -1 for none
	wrap  uint8
	flags uint8
}

// Line flags.
const (
	inArena  = 1 << iota // the text is ext's span of arena
	altGhRun             // the next prepLine reads the line as gh run view's, once its prefix was seen
	blank                // the text is white space only
)

// Wrapper codes of prepLine.wrap.
const (
	wNone = iota
	wTimestamp
	wGhRunView
	wGoJSON
)

func wrapCode(w string) uint8 {
	switch w {
	case wrapTimestamp:
		return wTimestamp
	case wrapGhRunView:
		return wGhRunView
	case wrapGoJSON:
		return wGoJSON
	}
	return wNone
}

func wrapName(c uint8) string {
	return [...]string{"", wrapTimestamp, wrapGhRunView, wrapGoJSON}[c]
}

type lineExt struct {
	off, size int // in arena, which may pass 2 GiB in a batch of that size
	test      string
}

// prepMatch is a pattern whose literal and regexp matched the line.
type prepMatch struct {
	pat  int32
	sub  int32 // its submatches' start in subs (the pattern's nsub of them), -1 for none, or notTried
	caps int32 // index in caps, -1 for none
}

// notTried marks a candidate whose checks are left to the reader.
const notTried = -2

// prepCaps locates in the line's text what caps reads without a regexp; each span is
// [from, to), from -1 for nil.
type prepCaps struct {
	text                       int32 // where the regexp ran (after a Loc's "file:line:")
	file, line, col, msg, kind span
}

type span [2]int32

// anyBlock stands for an open block not known (Prepare): every InBlock literal counts.
const anyBlock = -2

// Reset empties b for reuse, keeping its memory.
func (b *Batch) Reset() {
	clear(b.lines) // drop the references to the caller's text
	clear(b.ext)
	b.lines, b.ext, b.count = b.lines[:0], b.ext[:0], 0
	b.noCtl, b.noTab = false, false
	b.resetLine()
}

// Frame says that the lines Prepare is given next (until Reset) all come from frame, so
// what frame lacks (CRs, escapes, tabs: most frames of most logs) is not looked for line
// by line.
func (b *Batch) Frame(frame []byte) {
	b.noCtl = bytes.IndexByte(frame, '\r') < 0 && bytes.IndexByte(frame, 0x1b) < 0
	b.noTab = bytes.IndexByte(frame, '\t') < 0
}

// resetLine empties what Line uses of b.
func (b *Batch) resetLine() {
	b.matches, b.subs, b.caps, b.arena = b.matches[:0], b.subs[:0], b.caps[:0], b.arena[:0]
}

// Len is the number of lines in b.
func (b *Batch) Len() int { return b.count }

// Prepare does the part of reading line n that needs no reader state and appends it to b.
// Safe to call from many goroutines on different batches (the Set is read-only). text must
// stay valid and unchanged until the batch has been read.
func (s *Set) Prepare(b *Batch, n int, text []byte) {
	b.count++
	start := len(b.arena)
	// The reader looks for gh run view's prefix past ghRunLines only once it saw it.
	ghRun := n <= ghRunLines
	t, wrap, test := b.unwrap(text, ghRun)
	s.addLine(b, n, t, start, wrap, test)
	if !ghRun && wrap == "" && len(t) > 0 && !b.noTab && bytes.IndexByte(t[:min(len(t), 200)], '\t') >= 0 {
		if rest, ok := ghRunText(t); ok {
			b.lines[len(b.lines)-1].flags |= altGhRun
			s.addLine(b, n, rest, start, wrapGhRunView, "")
		}
	}
}

// unwrap returns the text of a line to match, the wrapper it had and, for go test
// -json, its Test (see unwrap): the line's end and its length past maxMatchBytes are
// cut, and a line with CR or escapes cleaned, into the arena.
func (b *Batch) unwrap(raw []byte, ghRun bool) (text []byte, wrap, test string) {
	for len(raw) > 0 && raw[len(raw)-1] == '\r' {
		raw = raw[:len(raw)-1]
	}
	if len(raw) > maxMatchBytes {
		if i := bytes.LastIndexByte(raw, '\r'); i >= 0 {
			raw = raw[i+1:]
		}
		if len(raw) > maxMatchBytes {
			raw = raw[:maxMatchBytes]
		}
	}
	clean := raw
	if !b.noCtl && (bytes.IndexByte(raw, '\r') >= 0 || bytes.IndexByte(raw, 0x1b) >= 0) {
		start := len(b.arena)
		if b.arena = ingest.Clean(b.arena, raw); len(b.arena) > start {
			clean = b.arena[start:]
		} else {
			clean = raw[:0] // only escapes: a blank line, wherever it is
		}
	}
	return unwrap(clean, &b.scratch, ghRun)
}

// addLine appends a line b.unwrap returned: its text is a suffix of the arena when
// that grew from start, else go test -json output in scratch or the caller's.
func (s *Set) addLine(b *Batch, n int, text []byte, start int, wrap, test string) {
	b.lines = append(b.lines, prepLine{})
	l := &b.lines[len(b.lines)-1]
	l.n, l.match, l.ext, l.wrap = n, int32(len(b.matches)), -1, wrapCode(wrap)
	var x lineExt
	switch {
	case len(text) == 0: // nil (nothing to match) or empty, from anywhere
		l.text = text
	case wrap == wrapGoJSON:
		b.arena = append(b.arena[:start], text...) // the cleaned line is read no more
		x.off, x.size = start, len(text)
		l.flags |= inArena
	case len(b.arena) > start:
		x.off, x.size = len(b.arena)-len(text), len(text)
		l.flags |= inArena
	default:
		l.text = text
	}
	if l.flags&inArena != 0 || test != "" {
		x.test = test
		l.ext = int32(len(b.ext))
		b.ext = append(b.ext, x)
	}
	if text != nil {
		if isBlank(text) {
			l.flags |= blank
		}
		s.prepMatches(b, text, anyBlock)
	}
}

// prepMatches appends the patterns that match text, in priority order, up to the first
// that fires whatever the open block; with the block known, those it rules out are not
// tried (as match would not).
func (s *Set) prepMatches(b *Batch, text []byte, block int) {
	b.cands = s.candidates(b.cands[:0], &b.lits, text, block)
	// A placed test start or pass fires before anything else (see match).
	for _, pi := range b.cands {
		if s.pats[pi].lazyOn(text) {
			b.matches = append(b.matches, prepMatch{pat: pi, sub: -1, caps: -1})
			return
		}
	}
	for _, pi := range b.cands {
		cp := &s.pats[pi]
		if block == anyBlock && cp.p.InBlock {
			// Rarely tried (its block is seldom open) but often a candidate ("[" at
			// the start of a line): left to the reader.
			b.matches = append(b.matches, prepMatch{pat: pi, sub: notTried, caps: -1})
			continue
		}
		if cp.cond && block != anyBlock && !blockAllows(cp, block) {
			continue
		}
		if len(b.sub) < cp.nsub {
			b.sub = make([]int, cp.nsub)
		}
		if m, ok := tryPattern(cp, text, b.sub); ok {
			b.store(pi, text, m)
			if !cp.cond || block != anyBlock && !cp.p.AfterSeen { // what the reader has seen decides
				return
			}
		}
	}
}

// blockAllows reports whether a cond pattern is tried with the open block of format
// block (-1 for none).
func blockAllows(cp *compiled, block int) bool {
	if cp.p.InBlock && block != cp.format {
		return false
	}
	switch cp.p.Role {
	case RoleContext, RoleLocation, RoleRetitle:
		// With no open block the line says nothing here: a later pattern (the
		// generic reader's, say) may read it.
		return block >= 0
	}
	return true
}

// store appends a match of pattern pi on text.
func (b *Batch) store(pi int32, text []byte, m caps) {
	pm := prepMatch{pat: pi, sub: -1, caps: -1}
	if m.sub != nil {
		pm.sub = int32(len(b.subs))
		b.subs = append(b.subs, m.sub...)
	}
	if m.file != nil || m.line != nil || m.col != nil || m.msg != nil || m.kind != nil || len(m.text) != len(text) {
		pm.caps = int32(len(b.caps))
		b.caps = append(b.caps, prepCaps{
			text: int32(len(text) - len(m.text)), // m.text is a suffix
			file: spanIn(text, m.file), line: spanIn(text, m.line), col: spanIn(text, m.col),
			msg: spanIn(text, m.msg), kind: spanIn(text, m.kind),
		})
	}
	b.matches = append(b.matches, pm)
}

// read returns what a stored match read of text.
func (b *Batch) read(pm *prepMatch, cp *compiled, text []byte) caps {
	m := caps{text: text, g: &cp.groups}
	if pm.sub >= 0 {
		m.sub = b.subs[pm.sub : pm.sub+int32(cp.nsub)]
	}
	if pm.caps >= 0 {
		c := &b.caps[pm.caps]
		m.text = text[c.text:]
		m.file, m.line, m.col = c.file.at(text), c.line.at(text), c.col.at(text)
		m.msg, m.kind = c.msg.at(text), c.kind.at(text)
	}
	return m
}

// spanIn locates x, nil or a slice of text (as tryPattern cuts them, keeping the
// capacity), in text.
func spanIn(text, x []byte) span {
	if x == nil {
		return span{-1, -1}
	}
	from := cap(text) - cap(x)
	return span{int32(from), int32(from + len(x))}
}

// at returns the slice of text a span locates.
func (sp span) at(text []byte) []byte {
	if sp[0] < 0 {
		return nil
	}
	return text[sp[0]:sp[1]]
}

// ReadBatch reads the batch's lines in order, exactly as Line would read each.
func (r *reader) ReadBatch(b *Batch) {
	for i := 0; i < len(b.lines); i++ {
		j := i
		if b.lines[i].flags&altGhRun != 0 {
			i++ // its reading as gh run view's follows: it holds once the prefix was seen
			if r.ghRun {
				j = i
			}
		}
		l := &b.lines[j]
		end := int32(len(b.matches))
		if j+1 < len(b.lines) {
			end = b.lines[j+1].match
		}
		text, test := l.text, ""
		if l.ext >= 0 {
			x := &b.ext[l.ext]
			test = x.test
			if l.flags&inArena != 0 {
				text = b.arena[x.off : x.off+x.size]
			}
		}
		r.read(l.n, text, l.flags&blank != 0, l.wrap, test, b, b.matches[l.match:end])
	}
	r.pin()
}

// read reads line n, prepared: the part of reading a line that needs the reader's
// state, in order. text is nil when there is nothing to match (else blank says whether
// it is white space only); ms are its matches in b.
func (r *reader) read(n int, text []byte, blank bool, wrap uint8, test string, b *Batch, ms []prepMatch) {
	if n > r.n {
		r.n = n
	}
	if wrap != wNone {
		if wrap == wGhRunView {
			r.ghRun = true
		}
		r.markWrapper(wrapName(wrap), n)
	}
	if test != "" {
		r.setTest(test)
	}
	if text == nil {
		return
	}
	r.trackRun(n, blank)
	if len(ms) == 0 || !r.match(n, text, b, ms) {
		if r.blk.active {
			r.cont(n, text)
		}
	}
	if r.s.titlePrev && r.runTo == n {
		r.prev, r.prevN, r.prevLoose = text[:min(len(text), 2*maxTitleBytes)], n, true
	}
}

// pin copies what the reader keeps of the lines read into its own memory: the batch's
// text goes when the call returns.
func (r *reader) pin() {
	if r.prevLoose {
		r.prevBuf = append(r.prevBuf[:0], r.prev...)
		r.prev, r.prevLoose = r.prevBuf, false
	}
	if r.startLoose {
		if r.startPat >= 0 {
			r.startBuf = append(r.startBuf[:0], r.startText...)
		}
		r.startText, r.startLoose = r.startBuf, false
	}
}
