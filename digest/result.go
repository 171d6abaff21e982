package digest

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
)

// Template is one message template and where it occurs.
type Template struct {
	ID       int             `json:"id"`
	Template string          `json:"template"` // the message with "<*>" for each variable
	Severity ingest.Severity `json:"severity"`
	Count    int             `json:"count"` // records
	Lines    int             `json:"lines"` // lines, continuation lines included
	First    int             `json:"first"` // first line of the first record
	Last     int             `json:"last"`  // first line of the last record
	Title    string          `json:"title"` // the first message as it was printed
	Examples []ingest.Span   `json:"examples,omitempty"`
	Trace    bool            `json:"trace,omitempty"` // some records carried a stack trace
}

// Burst is a template whose occurrences crowd into a short range of lines.
type Burst struct {
	TemplateID int         `json:"template_id"`
	Template   string      `json:"template"`
	Span       ingest.Span `json:"span"`
	Count      int         `json:"count"` // occurrences inside the span
	Total      int         `json:"total"` // occurrences in the whole log
}

// TimeSpan is the first and the last timestamp seen, as written, with their lines.
type TimeSpan struct {
	First     string `json:"first"`
	FirstLine int    `json:"first_line"`
	Last      string `json:"last"`
	LastLine  int    `json:"last_line"`
}

// Result is what the miner found.
type Result struct {
	Lines     int               `json:"lines"`   // lines seen
	Records   int               `json:"records"` // records (a record's continuation lines excluded)
	Blank     int               `json:"blank"`   // blank lines outside any record
	Unmined   int               `json:"unmined"` // lines counted in no template (the cap was hit)
	Capped    bool              `json:"capped"`  // MaxTemplates was reached
	Severity  map[string]int    `json:"severity"`
	Templates []Template        `json:"templates"` // by first line
	Notable   []ingest.Finding  `json:"notable"`   // severe first, then rare
	Bursts    []Burst           `json:"bursts,omitempty"`
	Time      *TimeSpan         `json:"time,omitempty"`
	byID      map[int]*Template // for Template lookups
}

// Template returns the template with the given id.
func (r *Result) Template(id int) (Template, bool) {
	if r.byID == nil {
		r.byID = make(map[int]*Template, len(r.Templates))
		for i := range r.Templates {
			r.byID[r.Templates[i].ID] = &r.Templates[i]
		}
	}
	t, ok := r.byID[id]
	if !ok {
		return Template{}, false
	}
	return *t, true
}

// Result returns what was mined so far. It may be called more than once, and lines may
// be given between calls; a template's id is the id of its first variant, so it stays
// the same unless a later line changes what the template is.
func (m *Miner) Result() Result {
	m.finalize()
	r := Result{
		Lines:    m.lines,
		Records:  m.records,
		Blank:    m.blank,
		Unmined:  m.unmined,
		Capped:   m.capped,
		Severity: make(map[string]int),
	}
	for s, n := range m.sevLines {
		if n > 0 {
			r.Severity[ingest.Severity(s).String()] += n
		}
	}
	for _, f := range m.finals {
		r.Templates = append(r.Templates, Template{
			ID:       f.id,
			Template: f.template(),
			Severity: f.sev,
			Count:    f.count,
			Lines:    f.lines,
			First:    f.first,
			Last:     f.last,
			Title:    f.title,
			Examples: append([]ingest.Span(nil), f.examples...),
			Trace:    f.trace,
		})
	}
	sort.SliceStable(r.Templates, func(i, j int) bool { return r.Templates[i].First < r.Templates[j].First })
	r.Notable = m.notable(r.Templates)
	r.Bursts = m.bursts()
	if m.firstTS != nil {
		r.Time = &TimeSpan{
			First: string(bytes.ToValidUTF8(m.firstTS, nil)), FirstLine: m.firstTSLine,
			Last: string(bytes.ToValidUTF8(m.lastTS, nil)), LastLine: m.lastTSLine,
		}
	}
	return r
}

// final is a template as Result reports it: the variants of a cluster that agree on the
// cluster's keyword positions.
type final struct {
	id   int
	sev  ingest.Severity
	toks [][]byte
	stats
}

// minValues is how many different words a position must hold before it is a variable.
// Fewer are keywords of different messages ("stored as bytes" and "stored as values",
// "GET" and "POST"); a position that also held a masked value is a variable at once.
const minValues = 4

// finalize merges the clusters that mining left apart (two that became the same text,
// and one whose every word another matches), then cuts each cluster into its templates.
func (m *Miner) finalize() {
	if m.finalized {
		return
	}
	m.finalized = true
	for _, g := range m.groups {
		live := g.members[:0]
		for _, c := range g.members {
			if c.parent == nil {
				live = append(live, c)
			}
		}
		g.members = live
		if len(live) < 2 {
			continue
		}
		byText := make(map[string]*cluster, len(live))
		for _, c := range live {
			t := joinWords(c.toks)
			if o, ok := byText[t]; ok {
				m.merge(o, c)
				continue
			}
			byText[t] = c
		}
		if len(live) > 2000 {
			continue // quadratic below; a group this large is left as mined
		}
		for _, c := range live {
			if c.parent != nil {
				continue
			}
			for _, o := range live {
				if o == c || o.parent != nil || !covers(o, c) {
					continue
				}
				m.merge(o, c)
				break
			}
		}
	}
	m.finals = m.finals[:0]
	for _, c := range m.all {
		if c.parent == nil && len(c.variants) > 0 {
			m.finals = m.cut(c, m.finals)
		}
	}
}

// cut cuts a cluster into templates at its keyword positions: those where its variants
// hold a few different words and never a masked value.
func (m *Miner) cut(c *cluster, out []*final) []*final {
	n := len(c.toks)
	var keyPos []int
	for p := 0; p < n; p++ {
		var vals [minValues][]byte
		k, masked, same := 0, false, true
		first := c.variants[0].toks[p]
		for _, v := range c.variants {
			w := v.toks[p]
			if bytes.Contains(w, []byte(wild)) || isKeyValue(w) {
				masked = true // a masked value, or the value of "key=value"
			}
			if !bytes.Equal(w, first) {
				same = false
			}
			dup := false
			for _, x := range vals[:k] {
				if bytes.Equal(x, w) {
					dup = true
					break
				}
			}
			if !dup && k < minValues {
				vals[k] = w
				k++
			}
		}
		if !same && !masked && k < minValues {
			keyPos = append(keyPos, p)
		}
	}
	parts := map[string]*final{}
	var order []*final
	var key []byte
	for _, v := range c.variants {
		key = key[:0]
		for _, p := range keyPos {
			key = append(key, v.toks[p]...)
			key = append(key, 0)
		}
		f := parts[string(key)]
		if f == nil {
			f = &final{id: v.id, sev: c.sev, toks: make([][]byte, n)}
			copy(f.toks, v.toks)
			parts[string(key)] = f
			order = append(order, f)
		} else {
			for p := range f.toks {
				if !bytes.Equal(f.toks[p], v.toks[p]) && !fits(f.toks[p], v.toks[p]) {
					f.toks[p] = generalize(f.toks[p], v.toks[p])
				}
			}
		}
		f.absorb(&v.stats, m.opt.MaxExamples)
		if v.id < f.id {
			f.id = v.id
		}
		v.final = f
	}
	return append(out, order...)
}

// absorb adds a variant's occurrences to a template's.
func (f *stats) absorb(v *stats, maxEx int) {
	if f.count == 0 || v.first < f.first {
		f.first, f.title = v.first, v.title
	}
	if v.last > f.last {
		f.last = v.last
	}
	f.count += v.count
	f.lines += v.lines
	f.trace = f.trace || v.trace
	f.examples = append(f.examples, v.examples...)
	sort.Slice(f.examples, func(i, j int) bool { return f.examples[i].From < f.examples[j].From })
	if len(f.examples) > maxEx {
		f.examples = f.examples[:maxEx]
	}
	best, bs, be := v.bestCount, v.bestStart, v.bestEnd
	if v.runCount > best {
		best, bs, be = v.runCount, v.runStart, v.runEnd
	}
	if best > f.bestCount {
		f.bestStart, f.bestEnd, f.bestCount = bs, be, best
	}
}

func (f *final) template() string { return joinWords(f.toks) }

func joinWords(ws [][]byte) string {
	var b strings.Builder
	for i, t := range ws {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.Write(t)
	}
	return strings.ToValidUTF8(b.String(), "\uFFFD")
}

// covers reports whether template o matches every word of template c, o having a
// variable wherever they differ.
func covers(o, c *cluster) bool {
	wilder := false
	for i, t := range o.toks {
		w := c.toks[i]
		if bytes.Equal(t, w) {
			continue
		}
		if bytes.Equal(t, []byte(wild)) || fits(t, w) {
			wilder = true
			continue
		}
		return false
	}
	return wilder
}

// merge folds cluster c into o.
func (m *Miner) merge(o, c *cluster) {
	c.parent = o
	m.roots--
	for _, v := range c.variants {
		v.c = o
	}
	o.variants = append(o.variants, c.variants...)
	c.variants = nil
}

// rank orders severities for the notable list: fatal, error, an exception (a record
// with a stack trace and no higher level), warning.
func rank(t *Template) int {
	switch {
	case t.Severity == ingest.SevFatal:
		return 0
	case t.Severity == ingest.SevError:
		return 1
	case t.Trace:
		return 2
	case t.Severity == ingest.SevWarning:
		return 3
	}
	return 4
}

func (m *Miner) notable(ts []Template) []ingest.Finding {
	var severe, rare []*Template
	for i := range ts {
		t := &ts[i]
		switch {
		case rank(t) < 4:
			severe = append(severe, t)
		case t.Count <= m.opt.RareCount:
			rare = append(rare, t)
		}
	}
	sort.SliceStable(severe, func(i, j int) bool {
		a, b := severe[i], severe[j]
		if rank(a) != rank(b) {
			return rank(a) < rank(b)
		}
		if (a.Count <= m.opt.RareCount) != (b.Count <= m.opt.RareCount) {
			return a.Count <= m.opt.RareCount
		}
		return a.First < b.First
	})
	// Rare debug lines matter least; otherwise the rarest first, then by position.
	sort.SliceStable(rare, func(i, j int) bool {
		a, b := rare[i], rare[j]
		if (a.Severity == ingest.SevDebug) != (b.Severity == ingest.SevDebug) {
			return b.Severity == ingest.SevDebug
		}
		if a.Count != b.Count {
			return a.Count < b.Count
		}
		return a.First < b.First
	})
	var out []ingest.Finding
	for _, list := range [][]*Template{severe, rare} {
		for _, t := range list {
			if len(out) >= m.opt.MaxNotable {
				return out
			}
			f := ingest.Finding{
				Kind:     ingest.KindNotable,
				Format:   "digest",
				Severity: t.Severity,
				Title:    t.Title,
				Count:    t.Count,
				Span:     ingest.Line(t.First),
			}
			if len(t.Examples) > 0 {
				f.Span = t.Examples[0]
				f.Evidence = append([]ingest.Span(nil), t.Examples[1:]...)
			}
			if f.Severity == ingest.SevUnknown && t.Trace {
				f.Severity = ingest.SevError
			}
			out = append(out, f)
		}
	}
	return out
}

// bursts names the templates whose occurrences crowd into a short range: at least ten,
// most of them in a range shorter than a tenth of the log.
func (m *Miner) bursts() []Burst {
	var out []Burst
	for _, f := range m.finals {
		n, span := f.bestCount, f.bestEnd-f.bestStart+1
		if f.count < 10 || n < 10 || 2*n < f.count || span*10 > m.lines {
			continue
		}
		out = append(out, Burst{TemplateID: f.id, Template: f.template(), Span: ingest.Span{From: f.bestStart, To: f.bestEnd}, Count: n, Total: f.count})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Span.From < out[j].Span.From })
	return out
}

// Matcher assigns the lines of a log to the templates its Miner mined, in a second pass
// over the same lines: `templates --per-line` prints each line's final template, which is
// known only once every line was mined. It keeps no per-line state, so its memory is
// bounded like the Miner's.
type Matcher struct {
	m     *Miner
	split splitter
	toks  tokens
	clean []byte
	cur   Match
	text  map[int]string
}

// Match is the template of one line.
type Match struct {
	ID       int    `json:"template_id"` // 0 when the line is blank or was not mined
	Template string `json:"template"`
}

// Matcher returns a Matcher for a second pass over the lines the Miner was given. The
// Miner must not be given more lines while it is used.
func (m *Miner) Matcher() *Matcher {
	m.finalize()
	return &Matcher{m: m, split: splitter{maxCont: m.opt.MaxContinuation}, text: make(map[int]string)}
}

// Line returns the template of line n; continuation lines get their record's template.
// Give it every line, in order, as they were given to the Miner.
func (mt *Matcher) Line(n int, text []byte) Match {
	mt.clean = ingest.Clean(mt.clean[:0], text)
	line := mt.clean
	h := parseHeader(line)
	switch mt.split.kind(line, h) {
	case blankLine:
		return Match{}
	case continues:
		return mt.cur
	}
	msg := line[h.msg:]
	if len(msg) > maxMessageBytes {
		msg = msg[:maxMessageBytes]
	}
	mt.toks.mask(msg, mt.m.opt.MaxWords)
	sev := h.sev
	if sev == ingest.SevUnknown {
		sev = accessSeverity(msg)
		if sev == ingest.SevUnknown {
			sev = messageSeverity(&mt.toks)
		}
	}
	// Borrow the miner's buffers for the lookup: the miner is idle during a second pass.
	saved := mt.m.toks
	mt.m.toks = mt.toks
	var f *final
	if v := mt.m.seen[mt.m.hash(sev)]; v != nil {
		f = v.final
	} else if c := mt.m.match(sev, false); c != nil {
		if v := c.root().firstVariant(); v != nil {
			f = v.final
		}
	}
	mt.toks = mt.m.toks
	mt.m.toks = saved
	if f == nil {
		mt.cur = Match{}
		return mt.cur
	}
	t, ok := mt.text[f.id]
	if !ok {
		t = f.template()
		mt.text[f.id] = t
	}
	mt.cur = Match{ID: f.id, Template: t}
	return mt.cur
}

// String renders a template for a person: its count, severity and text.
func (t Template) String() string {
	return fmt.Sprintf("%6d  %-7s  %s", t.Count, t.Severity, t.Template)
}

// isKeyValue reports "key=value" with a value: the syntax says the value varies.
func isKeyValue(w []byte) bool {
	k := bytes.IndexByte(w, '=')
	return k > 0 && k < len(w)-1 && isLetter(w[0])
}
