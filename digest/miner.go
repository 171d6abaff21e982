package digest

import (
	"bytes"
	"hash/maphash"
	"strings"
	"unicode/utf8"

	"github.com/wisptriage/wisptriage/ingest"
)

// Options tune a Miner. The zero value means the documented defaults.
type Options struct {
	// Similarity is the share of a template's constant words a message must share to join
	// it (default 0.5).
	Similarity float64
	// Depth is the number of leading words that pick the candidate templates (default 1).
	Depth int
	// MaxTemplates caps the templates kept (default 10,000). Past it, messages that fit
	// no template are counted as unmined and Result says the cap was hit.
	MaxTemplates int
	// MaxExamples is the number of example records kept per template (default 4).
	MaxExamples int
	// RareCount: a template seen at most this many times is rare (default 3).
	RareCount int
	// MaxNotable caps the notable list (default 100).
	MaxNotable int
	// BurstGap: occurrences of a template at most this many lines apart belong to one run
	// (default 50).
	BurstGap int
	// MaxWords caps the words of a message that are mined (default 128); the rest is one
	// variable.
	MaxWords int
	// MaxContinuation caps the lines one record can hold (default 1,000).
	MaxContinuation int
}

func (o Options) withDefaults() Options {
	if o.Similarity <= 0 || o.Similarity > 1 {
		o.Similarity = 0.5
	}
	if o.Depth <= 0 {
		o.Depth = 1
	}
	if o.MaxTemplates <= 0 {
		o.MaxTemplates = 10000
	}
	if o.MaxExamples <= 0 {
		o.MaxExamples = 4
	}
	if o.RareCount <= 0 {
		o.RareCount = 3
	}
	if o.MaxNotable <= 0 {
		o.MaxNotable = 100
	}
	if o.BurstGap <= 0 {
		o.BurstGap = 50
	}
	if o.MaxWords <= 0 {
		o.MaxWords = 128
	}
	if o.MaxContinuation <= 0 {
		o.MaxContinuation = 1000
	}
	return o
}

// Bounds that keep one line's cost and one template's memory small.
const (
	maxMessageBytes = 4096 // bytes of a message that are mined
	maxTitleBytes   = 240  // bytes of a template's first message that are kept
	smallGroup      = 256  // a group this small is searched whole when the index finds nothing
)

// Miner mines message templates from the lines of a log, one line at a time, in memory
// bounded by the number of templates.
type Miner struct {
	opt      Options
	seed     maphash.Seed
	split    splitter
	toks     tokens
	clean    []byte
	groups   map[groupKey]*group
	seen     map[uint64]*variant // masked message -> its variant
	all      []*cluster          // every cluster, by creation
	variants []*variant          // every variant, by creation
	roots    int                 // clusters not merged into another
	cur      *variant            // the variant of the open record
	curEx    int                 // the index of the open record in cur.examples, or -1
	finals   []*final            // the templates of the last finalize

	lines, records, blank, unmined int
	capped                         bool
	sevLines                       [ingest.SevFatal + 1]int
	firstTS, lastTS                []byte
	firstTSLine, lastTSLine        int
	finalized                      bool
}

type groupKey struct {
	sev ingest.Severity
	n   int
}

// group holds the clusters of one severity and word count, indexed by leading words.
type group struct {
	byPrefix map[string][]*cluster
	members  []*cluster
}

// cluster gathers the variants that mining found alike, Drain's way: same severity, same
// number of words, and enough words in common. Where they differ, its template has a
// variable; finalize decides whether that variable is real.
type cluster struct {
	id       int
	sev      ingest.Severity
	toks     [][]byte // "<*>" is a variable; "key=<*>" a word with a variable part
	prefix   string
	parent   *cluster
	variants []*variant
}

// variant is one distinct masked message, with where it occurs.
type variant struct {
	id    int
	toks  [][]byte
	c     *cluster
	final *final
	stats
}

// stats are the occurrences of a variant or of a final template.
type stats struct {
	count    int // records
	lines    int // lines, continuation lines included
	first    int
	last     int
	examples []ingest.Span
	title    string
	trace    bool
	// The densest run of occurrences, for bursts.
	runStart, runEnd, runCount    int
	bestStart, bestEnd, bestCount int
}

// New returns a Miner with the given options; see Options for the defaults.
func New(opt Options) *Miner {
	return &Miner{
		opt:    opt.withDefaults(),
		seed:   maphash.MakeSeed(),
		split:  splitter{maxCont: opt.withDefaults().MaxContinuation},
		groups: make(map[groupKey]*group),
		seen:   make(map[uint64]*variant),
		curEx:  -1,
	}
}

// Line mines line n (1-based) of the log. text is valid only during the call.
func (m *Miner) Line(n int, text []byte) {
	m.lines++
	m.finalized = false
	line := m.cleaned(text)
	h := parseHeader(line)
	f := features(line, h)
	switch m.split.next(f) {
	case blankLine:
		m.blank++
		return
	case continues:
		m.continueRecord(n, f)
		return
	}
	msg := line[h.msg:]
	if h.ts[0] >= 0 {
		m.stamp(n, line[h.ts[0]:h.ts[1]])
	}
	m.record(n, h.sev, msg)
}

// Message mines a record whose level and message were already read, as JSON Lines are:
// sev is its level (ingest.SevUnknown when it has none) and msg its message.
func (m *Miner) Message(n int, sev ingest.Severity, msg []byte) {
	m.lines++
	m.finalized = false
	m.clean = ingest.Clean(m.clean[:0], msg)
	m.split.open, m.split.stamped, m.split.trace = true, true, traceNone
	m.record(n, sev, m.clean)
}

// cleaned returns the line as a terminal shows it (no CR, no ANSI codes), copying it only
// when there is something to remove.
func (m *Miner) cleaned(text []byte) []byte {
	if bytes.IndexByte(text, '\r') < 0 && bytes.IndexByte(text, 0x1b) < 0 {
		return text
	}
	m.clean = ingest.Clean(m.clean[:0], text)
	return m.clean
}

func (m *Miner) stamp(n int, ts []byte) {
	if len(ts) > 64 {
		ts = ts[:64]
	}
	if m.firstTS == nil {
		m.firstTS = append([]byte{}, ts...)
		m.firstTSLine = n
	}
	m.lastTS = append(m.lastTS[:0], ts...)
	m.lastTSLine = n
}

func (m *Miner) continueRecord(n int, f uint16) {
	v := m.cur
	if v == nil {
		m.unmined++
		return
	}
	v.lines++
	if f&fBlank != 0 {
		return
	}
	if f&fTraceLine != 0 {
		v.trace = true
	}
	if m.curEx >= 0 && m.curEx < len(v.examples) {
		v.examples[m.curEx].To = n
	}
}

func (m *Miner) record(n int, sev ingest.Severity, msg []byte) {
	if len(msg) > maxMessageBytes {
		msg = msg[:maxMessageBytes]
	}
	m.toks.mask(msg, m.opt.MaxWords)
	sev = recordSeverity(sev, msg, &m.toks)
	m.place(n, sev, hashOf(m.seed, sev, &m.toks), msg, nil, 0)
}

// recordSeverity is the severity of a record: its header's level, else what an access
// log's status or the message's words say.
func recordSeverity(sev ingest.Severity, msg []byte, t *tokens) ingest.Severity {
	if sev == ingest.SevUnknown {
		sev = accessSeverity(msg)
		if sev == ingest.SevUnknown {
			sev = messageSeverity(t)
		}
	}
	return sev
}

// place counts a masked record under its variant, learning a new one when the key is new.
// The masked words are in m.toks, or, when b is not nil, in line i of b: they are read
// only for a new key, which is rare once the templates are known.
func (m *Miner) place(n int, sev ingest.Severity, key uint64, msg []byte, b *Batch, i int) {
	m.records++
	m.sevLines[sev]++
	v := m.seen[key]
	if v == nil {
		if b != nil {
			b.loadWords(i, &m.toks)
		}
		c := m.match(sev, true)
		if c == nil {
			m.unmined++
			m.capped = true
			m.cur, m.curEx = nil, -1
			return
		}
		c = c.root()
		if len(m.variants) >= 8*m.opt.MaxTemplates {
			// Past the cap on variants a message joins its cluster's first variant.
			m.capped = true
			v = c.firstVariant()
		} else {
			v = &variant{id: len(m.variants) + 1, c: c, toks: m.toks.copyWords()}
			v.title = titleOf(msg)
			m.variants = append(m.variants, v)
			c.variants = append(c.variants, v)
			m.seen[key] = v
		}
	}
	m.add(v, n)
}

func (c *cluster) firstVariant() *variant {
	for _, v := range c.variants {
		return v
	}
	return nil
}

func (m *Miner) hash(sev ingest.Severity) uint64 { return hashOf(m.seed, sev, &m.toks) }

// hashOf keys a masked message and its severity for the variant lookup.
func hashOf(seed maphash.Seed, sev ingest.Severity, t *tokens) uint64 {
	return hashText(seed, sev, t.text())
}

// hashText is hashOf for a masked message as tokens.text gives it.
func hashText(seed maphash.Seed, sev ingest.Severity, text []byte) uint64 {
	var h maphash.Hash
	h.SetSeed(seed)
	h.WriteByte(byte(sev))
	h.Write(text)
	return h.Sum64()
}

func (m *Miner) add(v *variant, n int) {
	v.count++
	v.lines++
	if v.first == 0 {
		v.first = n
	}
	v.last = n
	m.cur, m.curEx = v, -1
	if len(v.examples) < m.opt.MaxExamples {
		v.examples = append(v.examples, ingest.Line(n))
		m.curEx = len(v.examples) - 1
	}
	if v.runCount == 0 || n-v.runEnd > m.opt.BurstGap {
		v.closeRun()
		v.runStart, v.runCount = n, 0
	}
	v.runEnd = n
	v.runCount++
}

func (s *stats) closeRun() {
	if s.runCount > s.bestCount {
		s.bestStart, s.bestEnd, s.bestCount = s.runStart, s.runEnd, s.runCount
	}
}

func (c *cluster) root() *cluster {
	r := c
	for r.parent != nil {
		r = r.parent
	}
	for c.parent != nil && c.parent != r { // shorten the path for the next lookup
		next := c.parent
		c.parent = r
		c = next
	}
	return r
}

// match finds the template the masked message belongs to, widening it where they differ.
// With learn false it only looks (for a second pass) and creates nothing.
func (m *Miner) match(sev ingest.Severity, learn bool) *cluster {
	n := m.toks.n()
	gk := groupKey{sev, n}
	g := m.groups[gk]
	prefix := m.prefixKey()
	if g != nil {
		best, bestSim, bestWild := (*cluster)(nil), -1.0, -1
		try := func(cs []*cluster) {
			for _, c := range cs {
				if c.parent != nil {
					continue
				}
				sim, wilds, ok := m.similarity(c)
				if ok && (sim > bestSim || sim == bestSim && wilds > bestWild) {
					best, bestSim, bestWild = c, sim, wilds
				}
			}
		}
		try(g.byPrefix[prefix])
		if wp := m.wildPrefix(); wp != prefix {
			try(g.byPrefix[wp])
		}
		if best == nil && len(g.members) <= smallGroup {
			try(g.members)
		}
		if best != nil && (bestSim >= m.opt.Similarity || !learn) {
			if learn {
				m.widen(g, best)
			}
			return best
		}
	}
	if !learn || m.roots >= m.opt.MaxTemplates {
		return nil
	}
	if g == nil {
		g = &group{byPrefix: make(map[string][]*cluster)}
		m.groups[gk] = g
	}
	c := &cluster{id: len(m.all) + 1, sev: sev, prefix: prefix, toks: m.toks.copyWords()}
	m.all = append(m.all, c)
	m.roots++
	g.members = append(g.members, c)
	g.byPrefix[prefix] = append(g.byPrefix[prefix], c)
	return c
}

// prefixKey is the index key of the message: its leading words, with variables as "<*>".
func (m *Miner) prefixKey() string {
	var b strings.Builder
	for i := 0; i < m.opt.Depth && i < m.toks.n(); i++ {
		w := m.toks.at(i)
		if bytes.Contains(w, []byte(wild)) {
			b.WriteString(wild)
		} else {
			b.Write(w)
		}
		b.WriteByte(' ')
	}
	return b.String()
}

func (m *Miner) wildPrefix() string {
	d := m.opt.Depth
	if d > m.toks.n() {
		d = m.toks.n()
	}
	return strings.Repeat(wild+" ", d)
}

// similarity compares the masked message with a template: the share of the template's
// constant words it shares, the number of variables it fills, and whether it may join at
// all. It may not when a differing word is a keyword on both sides ("VM Started" and
// "VM Paused" are two templates, not one with a variable).
func (m *Miner) similarity(c *cluster) (float64, int, bool) {
	eq, diff, wilds := 0, 0, 0
	lastDiff := -2
	for i, t := range c.toks {
		w := m.toks.at(i)
		switch {
		case bytes.Equal(t, w):
			if bytes.Equal(t, []byte(wild)) {
				wilds++
			} else {
				eq++
			}
		case bytes.Equal(t, []byte(wild)) || fits(t, w):
			wilds++
		default:
			if isKeyword(t) && isKeyword(w) {
				return 0, 0, false
			}
			// Two differing words side by side are a different phrase, not a variable
			// ("configured out" and "not responding").
			if lastDiff == i-1 && !bytes.Contains(w, []byte(wild)) && !bytes.Contains(m.toks.at(i-1), []byte(wild)) {
				return 0, 0, false
			}
			lastDiff = i
			diff++
		}
	}
	if eq+diff == 0 {
		return 1, wilds, true
	}
	return float64(eq) / float64(eq+diff), wilds, true
}

// widen turns the words where the message differs from the template into variables.
func (m *Miner) widen(g *group, c *cluster) {
	moved := false
	for i, t := range c.toks {
		w := m.toks.at(i)
		if bytes.Equal(t, w) || bytes.Equal(t, []byte(wild)) || fits(t, w) {
			continue
		}
		c.toks[i] = generalize(t, w)
		if i < m.opt.Depth {
			moved = true
		}
	}
	if moved {
		g.reindex(c, m.opt.Depth)
	}
}

func (g *group) reindex(c *cluster, depth int) {
	old := g.byPrefix[c.prefix]
	for i, x := range old {
		if x == c {
			old = append(old[:i:i], old[i+1:]...)
			break
		}
	}
	if len(old) == 0 {
		delete(g.byPrefix, c.prefix)
	} else {
		g.byPrefix[c.prefix] = old
	}
	var b strings.Builder
	for i := 0; i < depth && i < len(c.toks); i++ {
		if bytes.Contains(c.toks[i], []byte(wild)) {
			b.WriteString(wild)
		} else {
			b.Write(c.toks[i])
		}
		b.WriteByte(' ')
	}
	c.prefix = b.String()
	g.byPrefix[c.prefix] = append(g.byPrefix[c.prefix], c)
}

// fits reports whether word w fills the template word t that has one variable part,
// like "user=<*>" or "(<*>)".
func fits(t, w []byte) bool {
	k := bytes.Index(t, []byte(wild))
	if k < 0 {
		return false
	}
	pre, suf := t[:k], t[k+len(wild):]
	if bytes.Contains(suf, []byte(wild)) {
		return false
	}
	return len(w) >= len(pre)+len(suf) && bytes.HasPrefix(w, pre) && bytes.HasSuffix(w, suf)
}

// generalize makes one template word of two different words: their shared brackets,
// quotes, "key=" and trailing punctuation stay, the rest becomes a variable.
func generalize(a, b []byte) []byte {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && !isOpener(a[p-1]) {
		p--
	}
	s := 0
	for s < len(a)-p && s < len(b)-p && a[len(a)-1-s] == b[len(b)-1-s] {
		s++
	}
	// Keep of the shared suffix only its closing and separating bytes.
	k := len(a)
	for k > len(a)-s && isCloser(a[k-1]) {
		k--
	}
	suf := a[k:]
	if p == 0 && len(suf) == 0 {
		return []byte(wild)
	}
	out := make([]byte, 0, p+len(wild)+len(suf))
	out = append(out, a[:p]...)
	out = append(out, wild...)
	return append(out, suf...)
}

func isOpener(c byte) bool {
	switch c {
	case '=', '(', '[', '{', '"', '\'', '`':
		return true
	}
	return false
}

func isCloser(c byte) bool {
	switch c {
	case ')', ']', '}', '"', '\'', '`', ',', ';', ':', '.':
		return true
	}
	return false
}

// isKeyword reports a word that names a state or an event rather than holding a value:
// capitalised or upper-case words, and words ending in -ed or -ing ("Started", "LOOKING",
// "opened"). Two different keywords make two templates.
func isKeyword(w []byte) bool {
	for len(w) > 0 && !isLetter(w[len(w)-1]) {
		w = w[:len(w)-1]
	}
	for len(w) > 0 && !isLetter(w[0]) {
		w = w[1:]
	}
	if len(w) < 2 {
		return false
	}
	for _, c := range w {
		if !isLetter(c) {
			return false
		}
	}
	if isUpperLetter(w[0]) {
		return true
	}
	return bytes.HasSuffix(w, []byte("ed")) || bytes.HasSuffix(w, []byte("ing"))
}

func titleOf(msg []byte) string {
	msg = bytes.TrimSpace(msg)
	if len(msg) > maxTitleBytes {
		msg = msg[:maxTitleBytes]
		for len(msg) > 0 && !utf8.RuneStart(msg[len(msg)-1]) {
			msg = msg[:len(msg)-1] // do not cut a character in two
		}
		if len(msg) > 0 {
			msg = msg[:len(msg)-1]
		}
	}
	return strings.ToValidUTF8(string(msg), "\uFFFD")
}
