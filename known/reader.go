package known

import (
	"bytes"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
)

// Bounds that keep a reader's memory flat on any log.
const (
	maxCauses       = 1000 // root causes kept; the rest are counted
	maxConseqSpans  = 32   // consequence spans kept per root cause
	maxEvidence     = 8    // evidence spans per finding
	maxWarnFindings = 20   // warnings kept as findings
	maxWarnKinds    = 200  // distinct (format, kind) warning counters
	maxPending      = 256  // tentative test errors waiting for their verdict
	maxLogged       = 256  // places known to print t.Log lines
	maxSections     = 1000 // sections kept
	maxOpenSections = 32   // nesting depth of open sections
	maxGuesses      = 64   // generic candidates kept (the first few and the latest)
	maxBlockLines   = 40   // lines in one root cause's span
	maxCascIndex    = 4096 // messages and identifiers indexed for GroupCascade
	guessCluster    = 30   // generic candidates this close belong to one failure
	guessWindow     = 300  // lines before the first failure where its cause is looked for, with no command echoed
	weakReach       = 200  // lines from a weak announcement to the error that explains it
	ghRunLines      = 50   // lines that may show gh run view's prefix before it is looked for no more
)

// Tally fields, in the order of tallyAcc.
const (
	tPassed = iota
	tFailed
	tSkipped
	tErrors
	tWarnings
	tDur
	tTotal // not shown: passed, when no line states it, is what the total leaves
	tFields
)

// tallyNames lists the tally fields in the order of their constants.
func tallyNames() [tFields]string {
	return [tFields]string{"passed", "failed", "skipped", "errors", "warnings", "dur", "total"}
}

// NewReader returns a reader of one log with these formats.
func (s *Set) NewReader(opt Options) Reader {
	r := &reader{s: s, opt: opt, pending: map[string]*pend{}, startPat: -1}
	r.warnIdx = make([]map[string]int, len(s.formats))
	r.tally = make([]tallyAcc, len(s.formats))
	r.seen = make([]Seen, len(s.formats))
	r.muted = make([]bool, len(s.formats))
	r.tallyOff = make([]bool, len(s.formats))
	r.sawTestStart = make([]bool, len(s.formats))
	r.lastEnd = map[string]int{}
	return r
}

type cause struct {
	f         ingest.Finding
	format    int
	at        int // the line that made it (a consequence's own line, for an orphan)
	cmdFrom   int // for an orphan: the command traced or echoed last before it (0 if none)
	key       string
	weak      int    // 0 a message, 1 a header, 2 a summary line
	titleWeak bool   // the title names a test or a target; a message replaces it
	orphan    bool   // a consequence with no cause before it
	head      bool   // its span starts at a heading (Pattern.Heads) that a takeover keeps
	gen       int    // GroupCascade: the Close count when it was made
	gone      bool   // merged into another cause (rekey)
	indent    int    // the indentation of the error line that made it (Pattern.Nested)
	test      string // the test group of the line that made it, for Pattern.Flaky
	// snippet: the source line a compiler quoted under the error ("  6 | enum x {...}"),
	// which names what a failed declaration left undeclared.
	snippet string
}

// namedKey is the key KeyFrom finds in s: "named" and its groups.
func namedKey(re *regexp.Regexp, s string) (string, bool) {
	sm := re.FindStringSubmatch(s)
	if sm == nil {
		return "", false
	}
	k := "named"
	for _, g := range sm[1:] {
		if g != "" {
			k += " " + g
		}
	}
	return k, true
}

// keyed returns the live root cause of format fi keyed k, if any.
func (r *reader) keyed(fi int, k string) *cause {
	if r.s.formats[fi].GroupBy == GroupCascade {
		return r.cascLook(fi, 'm', k)
	}
	return r.find(fi, GroupNamed, k)
}

// testRun is a test runner's run: its format and the causes read before it started.
type testRun struct {
	active bool
	format int
	causes int
}

// endRun ends the test run being read by format fi: the causes other formats read since
// it started were the tests' output (Pattern.RunStarts).
func (r *reader) endRun(fi int) {
	if !r.run.active || r.run.format != fi {
		return
	}
	r.run.active = false
	if r.run.causes > len(r.causes) {
		return
	}
	kept := r.causes[:r.run.causes]
	for _, c := range r.causes[r.run.causes:] {
		if c.format == fi || c.orphan {
			kept = append(kept, c)
			continue
		}
		c.gone = true
		r.total--
		if r.blk.c == c {
			r.blk.c = nil
		}
	}
	clear(r.causes[len(kept):])
	r.causes = kept
	r.barrier = min(r.barrier, len(r.causes))
	if r.latest != nil && r.latest.gone {
		r.latest = nil
		if len(r.causes) > 0 {
			r.latest = r.causes[len(r.causes)-1]
		}
	}
}

// maxIncludeDepth bounds the include chain remembered for a translation unit.
const maxIncludeDepth = 16

// conseqReach is how far after its cause a ConseqAfter line still follows from it
// (valgrind's heap summary comes between the crash and the shell's word on it).
const conseqReach = 100

// foldedInto is a root cause that turned out to be another's consequence (rekey): a
// later listing of the same error (Maven's summary) is that cause's too.
type foldedInto struct {
	format, title, source string
	into                  *cause
}

// importKey names a file of a format.
type importKey struct {
	format int
	file   string
}

type pend struct {
	from, to      int
	title, source string
	hasTitle      bool
	// next is the test's first later line from another place: what failed, when the
	// first is a t.Log line that passing tests print too.
	next *pend
}

type tallyAcc struct {
	v    [tFields]float64
	set  [tFields]bool
	last [tFields]int
}

type guess struct {
	f       ingest.Finding
	summary bool // a runner's summary ("** TEST FAILED **"): the detail is elsewhere
	verdict bool // one test's failure line ("name ... FAILED"): its detail follows it
}

// block is the open block: the lines that may still join the finding just started.
type block struct {
	active     bool
	mode       Block
	format     int
	from       int
	c          *cause // its root cause, or
	w          int    // its warning finding (index+1), or
	p          string // its pending test key (with hasP), or nothing: absorb quietly
	hasP       bool
	g          bool // the latest generic guess
	titleNext  bool
	startsNext bool           // see Pattern.StartsNext
	titleLast  *regexp.Regexp // the pattern's TitleLast, for the line that ends the block
	keep       bool           // its lines extend the cause but do not retitle or place it
}

type reader struct {
	s   *Set
	opt Options

	errIndent int // the indentation of the error line being read
	// errLine and errSnippet: the latest error line and the source line a compiler
	// quoted under it, which may declare what a later error finds undeclared;
	// prevSnippet: the error's before it.
	errLine                 int
	errSnippet, prevSnippet string

	one Batch // Line's
	sub []int // submatches of a plain regexp
	n   int

	causes  []*cause
	total   int
	barrier int // causes before this index no longer group new errors
	latest  *cause
	blk     block
	preFrom int
	preTo   int
	preHead int    // the run's heading line (Pattern.Heads), 0 for none
	chain   *cause // the cause a Chain line linked to the failure printed next
	curTest string
	pending map[string]*pend
	// imports: per format and file, its latest missing import (Pattern.Imports).
	imports map[importKey]*cause
	// logged: the places (file:line) whose lines a passing test printed, t.Log calls.
	logged map[string]bool
	muted  []bool // per format: its failure lines are read as nothing (Pattern.Mutes)
	// per format: its counts repeat ones already read (Pattern.TallyOff)
	tallyOff []bool
	// sawTestStart, per format: a test start line was read (else a failure before its
	// verdict is the next failing test's).
	sawTestStart []bool
	// Runs of non-blank lines, for the output before an unexplained failure.
	runFrom, runTo, prevFrom, prevTo int
	// The last test start line, read only when an error needs its name. Both it and
	// prev point into the batch being read (loose) until pin copies them.
	startText  []byte
	startBuf   []byte
	startPat   int32
	startLoose bool
	// The last non-blank line, kept only for formats with TitlePrev patterns.
	prev      []byte
	prevBuf   []byte
	prevN     int
	prevLoose bool
	ghRun     bool // gh run view's prefix was seen
	// The latest error of a GroupCascade format: its root cause, format and file,
	// for the follow-on errors of the same file.
	cascCause *cause
	cascFmt   int
	cascFile  string
	cascTU    string            // the translation unit of the format's previous error
	incFrom   string            // the file the latest "In file included from" named
	incLine   int               // its line
	incFiles  []string          // the files of that chain, the unit's headers
	cascPat   *Pattern          // the pattern of the format's previous error
	cascIdx   map[string]*cause // GroupCascade causes by message and identifier
	folded    []foldedInto      // causes rekey merged into another, for their repeats
	closeGen  int               // Close lines seen: causes of an earlier count group nothing
	closeLine int               // the latest Close line
	run       testRun           // the test run being read (Pattern.RunStarts)
	// The file a SetsFile line named, for its format's later line:col rows.
	curFile    string
	curFileFmt int

	warnIdx   []map[string]int // per format: kind -> index in warnings
	warnings  []WarningCount
	warnFind  []ingest.Finding
	warnTotal int

	tally      []tallyAcc
	tallyKeys  map[tallyKey]float64 // see addKeyed
	failLine   int
	okLine     int
	statusSeen *int

	seen     []Seen
	wrappers []Seen

	sections []Section
	open     []Section
	lastEnd  map[string]int

	guesses     []guess // the first maxGuesses/4, then a ring of the latest
	guessRing   int
	guessTotal  int
	lastTrace   int
	traceText   []byte // the last trace line's command
	exactCauses int
	// A failure with no cause before it: guesses after it are never picked (pickGuess
	// looks before the first such failure), so they no longer evict earlier ones.
	guessFrozen bool
}

func (r *reader) Line(n int, raw []byte) {
	b := &r.one
	b.resetLine()
	// gh run view prefixes every line of its output: its first lines show it.
	text, wrap, test := b.unwrap(raw, n <= ghRunLines || r.ghRun)
	if text != nil {
		r.s.prepMatches(b, text, r.blockFormat())
	}
	r.read(n, text, text != nil && isBlank(text), wrapCode(wrap), test, b, b.matches)
	r.pin()
}

// match fires the first of a line's prepared matches that the open block allows, in
// priority order. It reports whether one fired.
func (r *reader) match(n int, text []byte, b *Batch, ms []prepMatch) bool {
	for i := range ms {
		pm := &ms[i]
		cp := &r.s.pats[pm.pat]
		// Placed test starts and passes need no regexp, and no other pattern reads
		// their lines: Prepare keeps them alone.
		if cp.lazy {
			if !cp.lazyOn(text) {
				continue
			}
			r.fireLazy(n, text, cp, pm.pat)
			return true
		}
		if cp.cond && !blockAllows(cp, r.blockFormat()) || cp.p.AfterSeen && r.seen[cp.format].Count == 0 {
			continue
		}
		var m caps
		if pm.sub == notTried {
			if len(r.sub) < cp.nsub {
				r.sub = make([]int, cp.nsub)
			}
			var ok bool
			if m, ok = tryPattern(cp, text, r.sub); !ok {
				continue
			}
		} else {
			m = b.read(pm, cp, text)
		}
		r.fire(n, text, cp, m)
		return true
	}
	return false
}

// blockFormat is the open block's format, -1 for none.
func (r *reader) blockFormat() int {
	if r.blk.active {
		return r.blk.format
	}
	return -1
}

// tryPattern runs the checks of a pattern that need no reader state (its place, its
// regexp, its reject) on text and returns what they read. sub is scratch of at least
// the pattern's nsub for a plain regexp's submatches.
func tryPattern(cp *compiled, text []byte, sub []int) (caps, bool) {
	p := cp.p
	if p.Pos == AtColon {
		if i := bytes.IndexByte(text, ':'); i <= 0 || !bytes.HasPrefix(text[i:], cp.lit) {
			return caps{}, false
		}
	}
	if cp.ends != nil && (len(text) == 0 || !cp.ends[text[len(text)-1]]) {
		return caps{}, false // where the regexp runs, the line's end is its end too
	}
	var m caps
	if p.Loc {
		var ok bool
		if m, ok = readLoc(cp, text, sub); !ok {
			return m, false
		}
	} else {
		m = caps{text: text, g: &cp.groups}
		if cp.plain != nil {
			if m.sub = cp.plain.match(text, sub[:cp.nsub]); m.sub == nil {
				return m, false
			}
		} else if m.sub = cp.find(text, sub); cp.re != nil && m.sub == nil {
			return m, false
		}
		if cp.reject != nil && cp.reject.Match(text) {
			return m, false
		}
	}
	if p.MsgAfter {
		if i := bytes.Index(text, cp.lit); i >= 0 {
			m.msg = text[i+len(cp.lit):]
		}
	}
	if p.KindTrailer && m.msg != nil {
		m.msg, m.kind = kindTrailer(m.msg)
	}
	return m, true
}

// fireLazy handles a placed test start or pass: it counts, and keeps the line so the
// test's name is read only if an error needs it.
func (r *reader) fireLazy(n int, text []byte, cp *compiled, pi int32) {
	r.blk.active = false
	r.markSeen(cp.format, n)
	switch cp.p.Role {
	case RoleTestStart:
		r.startText, r.startPat, r.startLoose = text, pi, true
		r.sawTestStart[cp.format] = true
	case RoleTestPass:
		if len(r.pending) > 0 {
			if sub := cp.re.FindSubmatchIndex(text); sub != nil {
				if t := (caps{text: text, sub: sub, g: &cp.groups}).get(gTest); t != nil {
					r.passed(string(t))
				}
			}
		}
	}
	if cp.count >= 0 {
		r.addTally(cp.format, n, int(cp.count), 1)
	}
}

// test returns the current test, reading the kept start line if need be.
func (r *reader) test() string {
	if r.startPat >= 0 {
		cp := &r.s.pats[r.startPat]
		r.startPat = -1
		if sub := cp.re.FindSubmatchIndex(r.startText); sub != nil {
			if t := (caps{text: r.startText, sub: sub, g: &cp.groups}).get(gTest); t != nil {
				r.curTest = string(t)
			}
		}
	}
	return r.curTest
}

// setTest makes t the current test.
func (r *reader) setTest(t string) {
	r.curTest, r.startPat = t, -1
}

// readLoc reads "file:line[:col]:" at the start of text, then the pattern's literal
// (after spaces) and its regexp over the rest.
func readLoc(cp *compiled, text []byte, sub []int) (caps, bool) {
	m := caps{g: &cp.groups}
	i := 0
	for i < len(text) && text[i] != ':' && text[i] != ' ' && text[i] != '\t' {
		i++
	}
	if i == 0 || i >= len(text) || text[i] != ':' {
		return m, false
	}
	m.file = text[:i]
	num := func(j int) (int, bool) { // digits then ':'
		k := j
		for k < len(text) && isDigit(text[k]) {
			k++
		}
		return k, k > j && k < len(text) && text[k] == ':'
	}
	j, ok := num(i + 1)
	if !ok {
		return m, false
	}
	m.line = text[i+1 : j]
	if k, ok := num(j + 1); ok {
		m.col = text[j+1 : k]
		j = k
	}
	rest := bytes.TrimLeft(text[j+1:], " ")
	if !bytes.HasPrefix(rest, cp.lit) {
		return m, false
	}
	if cp.reject != nil && cp.reject.Match(m.file) {
		return m, false
	}
	m.text = rest
	if cp.re != nil {
		if m.sub = cp.find(rest, sub); m.sub == nil {
			return m, false
		}
	}
	return m, true
}

// kindTrailer splits a trailing " [kind]" off a message.
func kindTrailer(msg []byte) (rest, kind []byte) {
	msg = bytes.TrimRight(msg, " ")
	if len(msg) == 0 || msg[len(msg)-1] != ']' {
		return msg, nil
	}
	i := bytes.LastIndex(msg, []byte(" ["))
	if i < 0 {
		return msg, nil
	}
	return msg[:i], msg[i+2 : len(msg)-1]
}

// caps reads the named groups of one match, and what Loc, MsgAfter and KindTrailer
// read without a regexp.
type caps struct {
	text                       []byte
	sub                        []int
	g                          *[nGroups]int
	file, line, col, msg, kind []byte
}

func (c caps) get(g int) []byte {
	switch {
	case g == gFile && c.file != nil:
		return c.file
	case g == gLine && c.line != nil:
		return c.line
	case g == gCol && c.col != nil:
		return c.col
	case g == gMsg && c.msg != nil:
		return c.msg
	case g == gKind && c.kind != nil:
		return c.kind
	}
	i := c.g[g]
	if i == 0 || 2*i+1 >= len(c.sub) || c.sub[2*i] < 0 {
		return nil
	}
	return c.text[c.sub[2*i]:c.sub[2*i+1]]
}

func (r *reader) fire(n int, text []byte, cp *compiled, m caps) {
	f := &r.s.formats[cp.format]
	p := cp.p
	// A common error shape inside an exact failure's block is part of it (a Node
	// crash's "Error: ENOENT" line): it must not take the block's frames away. A
	// guess-level error there (a bare "AssertionError: x" under a failing test)
	// says what the failure was, as a location line would.
	if p.Role == RoleError && (r.s.generic[cp.format] || p.Guess) && (r.blk.c != nil || r.blk.hasP) &&
		r.accepts(n, text) && !(r.blk.c != nil && r.blk.c.format == cp.format) {
		if r.s.generic[cp.format] {
			r.cont(n, text) // it may be the title the block waits for
			return
		}
		r.markSeen(cp.format, n)
		title, hasTitle := r.title(m, p, text)
		r.locate(n, cp.format, f, p, title, hasTitle, sourceOf(m))
		return
	}
	if p.Role != RoleContext { // a bare continuation line says little about the tool
		r.markSeen(cp.format, n)
	}
	if p.Fresh {
		r.closeGen++
		r.barrier = len(r.causes)
	}
	switch {
	case p.Mutes:
		r.muted[cp.format] = true
	case p.Unmutes:
		r.muted[cp.format] = false
	case r.muted[cp.format] && (p.Role == RoleError || p.Role == RolePre || p.Role == RoleLocation):
		r.blk.active = false // a passing test's output, shown on request: no failure's
		return
	}

	switch p.Role {
	case RoleContext, RoleLocation, RoleRetitle:
	default:
		r.blk.active = false
	}
	var title, source string
	var hasTitle bool
	// Titles and sources cost allocations: only what will be kept is read.
	need := false
	switch p.Role {
	case RoleError:
		need = true
	case RoleWarning:
		need = len(r.warnFind) < maxWarnFindings
	case RoleLocation, RoleRetitle:
		need = r.blk.c != nil || r.blk.hasP
	case RoleConsequence:
		need = r.latest == nil || r.unexplained(p)
	case RoleTrace:
		msg := m.get(gMsg)
		if msg == nil {
			msg = text
		}
		r.traceText = append(r.traceText[:0], msg[:min(len(msg), 2*maxTitleBytes)]...)
	}
	if need {
		title, hasTitle = r.title(m, p, text)
		source = sourceOf(m)
		if source == "" && r.curFile != "" && r.curFileFmt == cp.format {
			if l := m.get(gLine); l != nil {
				source = r.curFile + ":" + string(l)
				if c := m.get(gCol); c != nil {
					source += ":" + string(c)
				}
			}
		}
		if p.TitlePrev && r.prevN == n-1 {
			title, hasTitle = clip(r.prev), true
		}
	}
	if p.SetsFile {
		if file := m.get(gFile); file != nil {
			r.curFile, r.curFileFmt = clip(file), cp.format
		}
	}
	if t := m.get(gTest); t != nil && (p.Role == RoleTestStart || f.GroupBy == GroupTest) {
		r.setTest(string(t))
	}
	if p.Role == RoleTestStart {
		r.sawTestStart[cp.format] = true
	}

	switch p.Role {
	case RoleError:
		if r.s.generic[cp.format] {
			r.addGuess(n, cp.format, title, source, f.block(p), p.Weak)
			break
		}
		r.errIndent = indentOf(text)
		r.prevSnippet, r.errLine, r.errSnippet = r.errSnippet, n, ""
		r.error(n, cp.format, f, cp, title, hasTitle, source, m)
		if cp.titleLast != nil && r.blk.active && r.blk.c != nil {
			r.blk.titleLast = cp.titleLast
		}
		if l := r.latest; p.TitlePrev && r.prevN == n-1 && l != nil && l.f.Span.From == n {
			l.f.Span.From = n - 1 // the heading line starts it
		}
	case RoleWarning:
		r.warning(n, cp.format, f, p, title, source, m.get(gKind))
	case RoleContext:
		r.extend(n)
		c := r.blk.c
		if c == nil && r.blk.active && cp.keyFrom != nil && p.KeyClaims && f.GroupBy == GroupCascade &&
			r.cascFmt == cp.format && r.cascCause != nil && r.cascLive(r.cascCause) && !strings.HasPrefix(r.cascCause.key, "named ") {
			// The error above folded under a cause: what the line says of it, the
			// cause claims.
			if named, ok := namedKey(cp.keyFrom, string(text)); ok && r.keyed(cp.format, named) == nil {
				r.claim(r.cascCause, f, named)
			}
			break
		}
		if !r.blk.active || c == nil || c.format != cp.format {
			break
		}
		if cp.keyFrom != nil {
			// The line says what the error above is about (KeyJoins, KeyClaims).
			if named, ok := namedKey(cp.keyFrom, string(text)); ok {
				if o := r.keyed(cp.format, named); o != nil && o != c {
					r.rekey(c, named)
				} else if o == nil && p.KeyClaims {
					r.claim(c, f, named)
				}
			}
			break
		}
		// The line that completes a generic message's key ("symbol: variable x"):
		// the cause now groups as its key says.
		if k := m.get(gKey); k != nil && f.GroupBy == GroupCascade {
			r.rekey(c, c.key+" "+string(bytes.TrimSpace(k)))
		}
	case RolePre:
		if r.preTo != n-1 || r.preTo == 0 {
			r.preFrom, r.preHead = n, 0
		}
		r.preTo = n
		if p.IncludedFrom {
			// The chain's first line starts it; each "from" line names an outer file,
			// the last the translation unit.
			if r.incLine != n-1 {
				r.incFiles = r.incFiles[:0]
			}
			r.incFrom, r.incLine = string(m.get(gFile)), n
			if len(r.incFiles) < maxIncludeDepth {
				r.incFiles = append(r.incFiles, r.incFrom)
			}
		}
		if p.Heads {
			r.preHead = n
		}
	case RoleLocation, RoleRetitle:
		r.locate(n, cp.format, f, p, title, hasTitle, source)
	case RoleConsequence:
		r.consequence(n, cp.format, p, title)
	case RoleTestPass:
		if t := m.get(gTest); t != nil {
			r.passed(string(t))
		}
	case RoleTrace:
		r.lastTrace = n
	}
	if p.Command {
		r.lastTrace = n
		r.traceText = append(r.traceText[:0], clip(m.get(gMsg))...)
	}

	// Any format's failure may be chained: pytest prints Python's chain in its E lines,
	// which go on with that failure's block.
	if l := r.latest; p.Chain && l != nil && !l.orphan && n-l.f.Span.From < maxBlockLines {
		r.chain = l
		if l.format != cp.format {
			lf := &r.s.formats[l.format]
			r.blk = block{active: true, mode: lf.Block, format: l.format, from: l.f.Span.From, c: l, keep: true}
			r.extend(n)
		}
	}
	if p.EndsTest {
		r.setTest("")
	}
	if p.Flaky {
		r.flaky(cp.format, string(m.get(gTest)))
	}
	if p.ReportStarts || p.Verdict != "" {
		r.endRun(cp.format)
	}
	if p.RunStarts && !(r.run.active && r.run.format == cp.format) {
		r.run = testRun{active: true, format: cp.format, causes: len(r.causes)}
	}
	if p.Close {
		r.closeGen++
		r.closeLine = n
		r.barrier = len(r.causes)
		clear(r.pending)
		r.setTest("") // the package's tests have ended: a race report after is no test's yet
	}
	switch {
	case p.TallyOff:
		r.tallyOff[cp.format] = true
	case p.TallyOn:
		r.tallyOff[cp.format] = false
	}
	if !r.tallyOff[cp.format] {
		if cp.count >= 0 {
			r.addTally(cp.format, n, int(cp.count), 1)
		}
		r.readTally(cp.format, n, m, p)
	}
	if p.Verdict != "" {
		r.verdict(n, p.Verdict, m.get(gStatus))
	}
	if p.Section != "" {
		r.section(n, cp.format, p.Section, string(m.get(gName)))
	}
}

// title is the finding's title: the msg group, else the pattern's Title, else the line.
func (r *reader) title(m caps, p *Pattern, text []byte) (string, bool) {
	if msg := m.get(gMsg); len(bytes.TrimSpace(msg)) > 0 {
		t := clip(msg)
		if why := statusMeaning(string(m.get(gStatus))); why != "" {
			t += " (" + why + ")"
		}
		return t, true
	}
	if p.Title != "" {
		return p.Title, true
	}
	return clip(text), false
}

func sourceOf(m caps) string {
	file := m.get(gFile)
	if len(file) == 0 {
		return ""
	}
	s := string(file)
	if l := m.get(gLine); len(l) > 0 {
		s += ":" + string(l)
		if c := m.get(gCol); len(c) > 0 {
			s += ":" + string(c)
		}
	}
	return clip([]byte(s))
}

// key is the grouping key of an error line titled title.
func (r *reader) key(f *Format, p *Pattern, m caps, title string) string {
	if p.Named {
		return string(m.get(gKey))
	}
	switch f.GroupBy {
	case GroupNamed:
		if k := m.get(gKey); k != nil {
			if p.TypePair {
				return typePair(string(k))
			}
			return string(k) // what the message names, whatever expression it quotes
		}
		if !namesSomething(title) {
			return ""
		}
		return title
	case GroupMessage, GroupCascade:
		return title
	case GroupFile:
		return string(m.get(gFile))
	case GroupTest:
		if t := m.get(gTest); t != nil {
			return string(t)
		}
		return r.test()
	case GroupScope:
		return "scope"
	}
	return ""
}

// typePair is the key of two types named in either order: the first and the last word
// of s, sorted ("int64) as int" and "int and int64" are both "int int64").
func typePair(s string) string {
	words := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ')' || r == '(' })
	if len(words) < 2 {
		return s
	}
	a, b := words[0], words[len(words)-1]
	if b < a {
		a, b = b, a
	}
	return "types " + a + " " + b
}

// namesSomething reports whether a message has more than lower-case words: a name, a
// quote, a number, a colon before what it is about.
func namesSomething(msg string) bool {
	for i := 0; i < len(msg); i++ {
		if c := msg[i]; !(c >= 'a' && c <= 'z' || c == ' ' || c == '-') {
			return true
		}
	}
	return false
}

// sameGroup reports whether an error keyed k belongs to a cause keyed ck: the same
// key, or for tests, a subtest of it.
func sameGroup(g GroupBy, ck, k string) bool {
	if ck == "" || k == "" {
		return false
	}
	if ck == k {
		return true
	}
	// A subtest's failure fails its parent, whichever is printed first.
	return g == GroupTest && (strings.HasPrefix(k, ck+"/") || strings.HasPrefix(ck, k+"/"))
}

// find returns the open cause of this format that an error keyed k belongs to.
func (r *reader) find(fi int, g GroupBy, k string) *cause {
	if g == GroupNone || k == "" {
		return nil
	}
	for i := len(r.causes) - 1; i >= r.barrier; i-- {
		c := r.causes[i]
		if c.format == fi && sameGroup(g, c.key, k) {
			return c
		}
	}
	return nil
}

// findCascade returns the root cause of format fi (GroupCascade) that an error
// titled k follows from: one with the same message or naming one of its
// identifiers, else for a follow-on shape the cause of the previous error of the
// same file. An index finds them, so a log of thousands of errors stays linear.
func (r *reader) findCascade(n, fi int, p *Pattern, k, file string, follows *regexp.Regexp) *cause {
	if p.KeyLater && file != "" {
		if c := r.imports[importKey{fi, file}]; c != nil && r.cascLive(c) {
			return c
		}
	}
	if p.KeyLater || k == "" {
		return nil
	}
	if c := r.cascLook(fi, 'm', k); c != nil {
		return c
	}
	for _, id := range quotedIdents(k, nil) {
		if c := r.cascLook(fi, 'i', id); c != nil {
			return c
		}
	}
	c := r.cascCause
	if !p.FollowOn || c == nil || r.cascFmt != fi || file == "" || !r.cascLive(c) || p.FollowsSame && r.cascPat != p {
		return nil
	}
	if follows != nil {
		// The failed declaration's line, or the previous error's (a parameter of a
		// function whose type failed), may declare a name found undeclared.
		if r.cascTU == r.unitOf(n, file) && follows.MatchString(c.f.Title) &&
			(declaredThere(c.snippet, k) || r.prevSnippet != "" && declaredThere(r.prevSnippet, k)) {
			return c
		}
		return nil
	}
	if r.cascFile == file {
		return c
	}
	return nil
}

// unitOf returns the translation unit of an error in file read now: the file an
// include chain just before it started from; the previous error's, in the same file
// (gcc prints a chain again only when it changes); else the file itself.
func (r *reader) unitOf(n int, file string) string {
	switch {
	case r.incLine > 0 && r.incLine >= r.preFrom && r.preTo == n-1:
		return r.incFrom
	case file == r.cascFile && r.cascTU != "":
		return r.cascTU
	case r.cascTU == r.incFrom && slices.Contains(r.incFiles, file):
		return r.incFrom // another header of the chain the unit was read through
	}
	return file
}

// quotedSource returns the code of a compiler's quoted source line ("    6 | code").
func quotedSource(text []byte) ([]byte, bool) {
	i := 0
	for i < len(text) && text[i] == ' ' {
		i++
	}
	j := i
	for j < len(text) && isDigit(text[j]) {
		j++
	}
	if j == i || !bytes.HasPrefix(text[j:], []byte(" | ")) {
		return nil, false
	}
	return text[j+3:], true
}

// declaredThere reports whether an error saying a name is undeclared names one the
// failed declaration's quoted line (snippet) has: what it would have declared. Any
// other message, or an unknown line, does not say otherwise.
func declaredThere(snippet, msg string) bool {
	if snippet == "" || !(strings.Contains(msg, "was not declared in this scope") || strings.Contains(msg, "’ undeclared") ||
		strings.HasPrefix(msg, "use of undeclared identifier")) {
		return true
	}
	for _, id := range quotedIdents(msg, nil) {
		if hasWord(snippet, id) {
			return true
		}
	}
	return false
}

// hasWord reports whether s has w with no identifier character either side.
func hasWord(s, w string) bool {
	for i := 0; w != ""; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		if (j == 0 || !isWord(s[j-1])) && (end == len(s) || !isWord(s[end])) {
			return true
		}
		i = j + 1
	}
	return false
}

// cascLive reports whether cause c may still group errors: not merged away, and
// made since the last Close.
func (r *reader) cascLive(c *cause) bool {
	return !c.gone && c.gen == r.closeGen
}

// cascLook returns the live cause of format fi indexed under a message (kind 'm')
// or an identifier ('i').
func (r *reader) cascLook(fi int, kind byte, s string) *cause {
	c := r.cascIdx[cascKey(fi, kind, s)]
	if c == nil || !r.cascLive(c) {
		return nil
	}
	return c
}

func cascKey(fi int, kind byte, s string) string {
	return strconv.Itoa(fi) + string(kind) + s
}

// cascIndex indexes cause c under its message k and the identifiers it quotes; a
// full index takes no more (their errors then stand apart).
func (r *reader) cascIndex(c *cause, k string) {
	if r.cascIdx == nil {
		r.cascIdx = map[string]*cause{}
	}
	add := func(kind byte, s string) {
		if len(r.cascIdx) < maxCascIndex {
			r.cascIdx[cascKey(c.format, kind, s)] = c
		}
	}
	add('m', k)
	for _, id := range quotedIdents(k, nil) {
		if r.cascLook(c.format, 'i', id) == nil {
			add('i', id)
		}
	}
}

func (r *reader) error(n, fi int, f *Format, cp *compiled, title string, hasTitle bool, source string, m caps) {
	p, follows := cp.p, cp.follows
	k := r.key(f, p, m, title)
	if cp.keyFrom != nil {
		if named, ok := namedKey(cp.keyFrom, title); ok {
			k = named
		}
	}
	mode := f.block(p)
	sev := p.Severity
	if sev == 0 {
		sev = ingest.SevError
	}
	if l := r.latest; len(p.ConseqAfter) > 0 && l != nil && !l.orphan && n-lastLine(l) <= conseqReach &&
		slices.Contains(p.ConseqAfter, r.s.formats[l.format].Name) {
		r.addConseq(l, n)
		r.blk.active = false
		return
	}
	var c, made *cause
	if f.GroupBy == GroupCascade {
		file := string(m.get(gFile))
		c = r.findCascade(n, fi, p, k, file, follows)
		if c != nil {
			// A weak line of another tool just before (ninja's FAILED:) announced
			// this error, which repeats an earlier cause: the line is that cause's.
			if w := r.weakBefore(n, fi, p.Weak); w != nil && w != c && w.f.ConsequenceCount == 0 {
				from := w.f.Span.From
				r.forget(w)
				r.addConseq(c, from)
			}
			r.latest = c // what follows the repeat (a re-listing's detail) is its too
		}
		defer func() {
			// The cause it joined, or the one it made (made is set where it is made).
			if c == nil {
				c = made
			}
			if made != nil && !p.KeyLater {
				made.gen = r.closeGen
				r.cascIndex(made, k)
			}
			if c != nil && p.Imports && file != "" { // made, or joined: the same package missing in another file
				if r.imports == nil {
					r.imports = map[importKey]*cause{}
				}
				if len(r.imports) < maxCascIndex {
					r.imports[importKey{fi, file}] = c
				}
			}
			r.cascCause, r.cascFmt, r.cascFile, r.cascPat = c, fi, file, p
			r.cascTU = r.unitOf(n, file)
		}()
	} else if p.Named && p.Adjacent {
		if l := r.latest; l != nil && l.format == fi && !l.orphan && l.key != "" && l.key == k &&
			len(r.causes) > r.barrier && r.causes[len(r.causes)-1] == l {
			c = l
		}
	} else if p.Named {
		c = r.find(fi, GroupNamed, k)
	} else {
		c = r.find(fi, f.GroupBy, k)
	}
	if c != nil {
		switch {
		case p.Weak < c.weak:
			// A verdict line right before its test's output ("--- FAIL: TestX" then
			// its t.Error lines, without -v) heads the failure.
			if c.weak == 2 && p.Weak == 0 && c.format == fi && n == lastLine(c)+1 {
				c.head = true
			}
			r.takeover(c, n, fi, title, hasTitle, source, p.Weak)
			r.openBlock(n, fi, mode, c, p.TitleNext && !hasTitle)
		case p.Tentative:
			r.extend(n)
			r.blk = block{active: true, mode: mode, format: fi, from: c.f.Span.From, c: c}
		case c.weak == 2 && f.GroupBy == GroupTest && strings.HasPrefix(k, c.key+"/") && r.pending[k] != nil:
			// The parent's verdict came first (go test -v prints it before its
			// subtests'): this failing subtest's own output is what failed.
			pd := r.takePending(k)
			r.takeover(c, pd.from, fi, pd.title, pd.hasTitle, pd.source, 0)
			// The cause is this subtest's now: a sibling that failed too is its own.
			c.key = k
			c.titleWeak = !pd.hasTitle
			c.f.Span.To = max(c.f.Span.To, pd.to)
			r.addConseq(c, n)
			r.blk = block{active: true, mode: mode, format: fi, from: n}
		case c == r.chain && n-c.f.Span.From < maxBlockLines:
			// The failure a chain line linked continues the cause; its title and
			// place stay the first failure's.
			c.f.Span.To = max(c.f.Span.To, n)
			r.blk = block{active: true, mode: mode, format: fi, from: n, c: c, keep: true}
		default:
			if c.titleWeak && p.Weak == 0 && hasTitle {
				c.f.Title, c.titleWeak = title, false
			}
			if c.f.Source == "" {
				c.f.Source = source
			}
			r.addConseq(c, n)
			r.blk = block{active: true, mode: mode, format: fi, from: n}
		}
		return
	}
	if p.Nested && r.latest != nil && r.latest.format == fi && !r.latest.orphan && r.errIndent < r.latest.indent {
		// Less indented than the failure before it, and no test seen: the summary of
		// the suite around it (node's "✖ Suite (3ms)" after its failing tests). The
		// failure now ends at the suite's level: a failing test beside the suite is
		// its own.
		r.addConseq(r.latest, n)
		r.latest.indent = r.errIndent
		return
	}
	if p.Tentative {
		// With no test started (gtest --gtest_brief prints no RUN lines), a failure
		// keyed to no test waits for the next failing test's verdict.
		if k == "" && (f.GroupBy != GroupTest || r.sawTestStart[fi]) {
			r.extend(n)
			return
		}
		if pd, ok := r.pending[k]; ok {
			if n-pd.from < maxBlockLines {
				pd.to = max(pd.to, n) // the test's next error line is its too
				if pd.next == nil && source != pd.source {
					pd.next = &pend{from: n, to: n, title: title, source: source, hasTitle: hasTitle}
				}
			}
		} else if len(r.pending) < maxPending {
			r.pending[k] = &pend{from: n, to: n, title: title, source: source, hasTitle: hasTitle}
		}
		r.blk = block{active: true, mode: mode, format: fi, from: n, p: k, hasP: true, titleNext: p.TitleNext}
		return
	}
	if f.GroupBy == GroupTest && k != "" {
		pd := r.takePending(k)
		if pd == nil && !r.sawTestStart[fi] {
			pd = r.takePending("")
		}
		if pd != nil {
			w := r.weakBefore(pd.from, fi, 0)
			if w != nil {
				r.dropLatest()
			}
			c := r.newCause(pd.from, fi, k, pd.title, pd.source, 0, sev)
			if w != nil {
				addSpan(&c.f.Evidence, w.f.Span, maxEvidence)
				c.f.Evidence = append(c.f.Evidence, w.f.Evidence...)
				c.f.ConsequenceCount += w.f.ConsequenceCount
				c.f.Consequences = append(c.f.Consequences, w.f.Consequences...)
			}
			c.titleWeak = !pd.hasTitle
			c.f.Span.To = pd.to
			if n-pd.from < maxBlockLines {
				c.f.Span.To = n
			} else {
				addSpan(&c.f.Evidence, ingest.Line(n), maxEvidence)
			}
			r.blk = block{active: true, mode: mode, format: fi, from: n}
			return
		}
		// An unattributed error of this format just before: the failing test owns it.
		if l := r.latest; l != nil && l.format == fi && l.key == "" && !l.orphan && len(r.causes) > r.barrier && r.causes[len(r.causes)-1] == l {
			l.key = k
			r.addConseq(l, n)
			r.blk = block{active: true, mode: mode, format: fi, from: n}
			return
		}
	}
	// A weak line of another tool just before (ninja's FAILED:, ctest's ***Failed)
	// announced this error: the error takes its place.
	if l := r.weakBefore(n, fi, p.Weak); l != nil {
		r.takeover(l, n, fi, title, hasTitle, source, p.Weak)
		l.key, made = k, l
		r.openBlock(n, fi, mode, l, p.TitleNext && !hasTitle)
		return
	}
	if p.Guess {
		r.addGuess(n, fi, title, source, mode, 0)
		return
	}
	c = r.newCause(n, fi, k, title, source, p.Weak, sev)
	made = c
	if t := m.get(gTest); t != nil {
		c.test = string(t)
	}
	c.titleWeak = !hasTitle || p.Weak > 0
	r.openBlock(n, fi, mode, c, p.TitleNext && !hasTitle)
	r.blk.startsNext = p.StartsNext && r.blk.titleNext
}

// lastLine is the last line cause c holds: its span's or its latest consequence's.
func lastLine(c *cause) int {
	last := c.f.Span.To
	if k := len(c.f.Consequences); k > 0 {
		last = max(last, c.f.Consequences[k-1].To)
	}
	return last
}

// weakBefore returns the latest root cause when it is a weaker announcement by
// another tool (ninja's FAILED:, ctest's ***Failed) that an error at line n explains.
func (r *reader) weakBefore(n, fi, weak int) *cause {
	l := r.latest
	if l == nil || l.weak <= weak || l.orphan || l.format == fi || n-l.f.Span.From > weakReach ||
		len(r.causes) <= r.barrier || r.causes[len(r.causes)-1] != l {
		return nil
	}
	return l
}

// dropLatest forgets the latest root cause (it is being merged into another).
func (r *reader) dropLatest() {
	r.causes = r.causes[:len(r.causes)-1]
	r.total--
	r.latest = nil
	if len(r.causes) > 0 {
		r.latest = r.causes[len(r.causes)-1]
	}
}

func (r *reader) openBlock(n, fi int, mode Block, c *cause, titleNext bool) {
	r.blk = block{active: true, mode: mode, format: fi, from: n, c: c, titleNext: titleNext}
}

// takePending removes and returns the tentative errors of test k (or its subtests),
// merged: the earliest line, its title.
func (r *reader) takePending(k string) *pend {
	if _, own := r.pending[k]; !own && r.hasPending(k) {
		// Only subtests wrote: which of them failed, their own verdicts say later
		// (a passing one's t.Log lines are not the failure).
		return nil
	}
	var best *pend
	for pk, pd := range r.pending {
		if pk == k || strings.HasPrefix(pk, k+"/") {
			if best == nil || pd.from < best.from {
				best = pd
			}
			delete(r.pending, pk)
		}
	}
	if best != nil && best.next != nil && r.logged[best.source] {
		// A passing test printed the first line from the same place: a log line.
		next := *best.next
		next.to = best.to
		best = &next
	}
	return best
}

// passed drops the tentative errors of test t, which passed: they were t.Log lines, and
// the place that printed the first is remembered as a log's.
func (r *reader) passed(t string) {
	pd := r.pending[t]
	if pd == nil {
		return
	}
	delete(r.pending, t)
	if pd.source != "" && len(r.logged) < maxLogged {
		if r.logged == nil {
			r.logged = map[string]bool{}
		}
		r.logged[pd.source] = true
	}
}

// hasPending reports whether test k or one of its subtests has tentative errors.
func (r *reader) hasPending(k string) bool {
	for pk := range r.pending {
		if pk == k || strings.HasPrefix(pk, k+"/") {
			return true
		}
	}
	return false
}

func (r *reader) newCause(n, fi int, k, title, source string, weak int, sev ingest.Severity) *cause {
	c := &cause{format: fi, key: k, weak: weak, indent: r.errIndent}
	r.chain = nil
	c.f = ingest.Finding{
		Kind:     ingest.KindRootCause,
		Format:   r.s.formats[fi].Name,
		Severity: sev,
		Title:    title,
		Source:   source,
		Span:     ingest.Line(n),
	}
	switch {
	case r.preTo == n-1 && r.preHead > 0 && n-r.preHead < maxBlockLines:
		// A heading that names the failure ("FAIL: test_x (mod.Class)") starts it.
		c.f.Span.From, c.head = r.preHead, true
	case r.preTo == n-1 && r.preFrom > 0:
		addSpan(&c.f.Evidence, ingest.Span{From: r.preFrom, To: r.preTo}, maxEvidence)
	}
	r.total++
	r.latest = c
	if len(r.causes) < maxCauses {
		r.causes = append(r.causes, c)
	}
	return c
}

// takeover makes a more specific line the start of cause c; the line it replaces
// stays as evidence.
func (r *reader) takeover(c *cause, n, fi int, title string, hasTitle bool, source string, weak int) {
	switch {
	case c.head && n-c.f.Span.From < maxBlockLines:
		c.f.Span.To = max(c.f.Span.To, n)
	default:
		addSpan(&c.f.Evidence, c.f.Span, maxEvidence)
		c.f.Span = ingest.Line(n)
		c.head = false
	}
	c.weak = weak
	c.format = fi
	c.f.Format = r.s.formats[fi].Name
	if hasTitle || c.titleWeak {
		c.f.Title = title
		c.titleWeak = !hasTitle
	}
	if source != "" {
		c.f.Source = source
	}
}

func (r *reader) addConseq(c *cause, n int) {
	c.f.ConsequenceCount++
	addSpan(&c.f.Consequences, ingest.Line(n), maxConseqSpans)
}

// addSpan appends s to list, merging it into the last span when they touch.
func addSpan(list *[]ingest.Span, s ingest.Span, max int) {
	l := *list
	if k := len(l); k > 0 && s.From <= l[k-1].To+1 && s.From >= l[k-1].From {
		if s.To > l[k-1].To {
			l[k-1].To = s.To
		}
		return
	}
	if len(l) < max {
		*list = append(l, s)
	}
}

// reach is how many lines the open block reads: its cap, or its format's TitleReach
// while its failure is titled only by its heading.
func (r *reader) reach() int {
	if c := r.blk.c; c != nil && c.titleWeak && c.format == r.blk.format {
		return max(maxBlockLines, r.s.formats[c.format].TitleReach)
	}
	return maxBlockLines
}

// extend adds line n to the open block's finding.
func (r *reader) extend(n int) {
	b := &r.blk
	if !b.active {
		return
	}
	if n-b.from >= r.reach() {
		b.active = false
		return
	}
	switch {
	case b.c != nil:
		if n > b.c.f.Span.To && n-b.c.f.Span.From < maxBlockLines {
			b.c.f.Span.To = n
		}
	case b.w > 0:
		w := &r.warnFind[b.w-1]
		if n > w.Span.To {
			w.Span.To = n
		}
	case b.hasP:
		if pd := r.pending[b.p]; pd != nil && n > pd.to {
			pd.to = n
		}
	case b.g:
		if len(r.guesses) > 0 {
			g := &r.guesses[r.lastGuess()].f
			if n > g.Span.To {
				g.Span.To = n
			}
		}
	}
}

// accepts reports whether the open block's shape takes line n (as an unclaimed
// line, it would continue the block).
func (r *reader) accepts(n int, text []byte) bool {
	b := &r.blk
	if !b.active || n-b.from >= r.reach() {
		return false
	}
	blank := isBlank(text)
	indented := len(text) > 0 && (text[0] == ' ' || text[0] == '\t')
	switch b.mode {
	case BlockIndent:
		return indented && !blank
	case BlockIndentBlank:
		return indented || blank
	case BlockAny:
		return true
	case BlockSnippet:
		return (indented && !blank) || (n == b.from+1 && !blank)
	case BlockGutter:
		return (indented && !blank) || gutter(text)
	}
	return false
}

// cont decides whether an unclaimed line continues the open block.
func (r *reader) cont(n int, text []byte) {
	b := &r.blk
	if !b.active {
		return
	}
	blank := isBlank(text)
	if b.titleNext && !blank {
		b.titleNext = false
		t := clip(text)
		if c := b.c; c != nil && b.startsNext && n == b.from+1 {
			r.takeover(c, n, b.format, t, true, "", c.weak)
			b.from = n
			return
		}
		switch {
		case b.c != nil:
			b.c.f.Title, b.c.titleWeak = t, false
		case b.hasP:
			if pd := r.pending[b.p]; pd != nil {
				pd.title, pd.hasTitle = t, true
			}
		}
		r.extend(n)
		return
	}
	if n == r.errLine+1 {
		if code, ok := quotedSource(text); ok {
			r.errSnippet = clip(code)
			if c := b.c; c != nil && c.snippet == "" && n == c.f.Span.From+1 {
				c.snippet = r.errSnippet
			}
		}
	}
	if !r.accepts(n, text) {
		b.active = false
		if c := b.c; c != nil && b.titleLast != nil && b.keep && !blank && n-c.f.Span.From < maxBlockLines && b.titleLast.Match(text) {
			c.f.Span.To = n // a chained failure's exception
		} else if c != nil && b.titleLast != nil && c.titleWeak && !blank {
			if sub := b.titleLast.FindSubmatchIndex(text); sub != nil {
				t := clip(text)
				if i := b.titleLast.SubexpIndex("msg"); i > 0 && sub[2*i] >= 0 {
					t = clip(text[sub[2*i]:sub[2*i+1]])
				}
				fi, mode := b.format, b.mode
				r.takeover(c, n, fi, t, true, "", 0)
				r.openBlock(n, fi, mode, c, false)
			}
		}
		return
	}
	r.extend(n)
}

// isBlank reports whether a line has only white space; most lines start with a
// letter, which says so at once.
func isBlank(text []byte) bool {
	if len(text) > 0 && text[0] > ' ' {
		return false
	}
	return len(bytes.TrimSpace(text)) == 0
}

// gutter reports whether a line starts with a line number and " |", or elides some.
func gutter(text []byte) bool {
	if string(text) == "..." {
		return true // rustc's elision between two quoted lines
	}
	i := 0
	for i < len(text) && isDigit(text[i]) {
		i++
	}
	return i > 0 && bytes.HasPrefix(bytes.TrimLeft(text[i:], " "), []byte("|"))
}

func (r *reader) locate(n, fi int, f *Format, p *Pattern, title string, hasTitle bool, source string) {
	b := &r.blk
	if !b.active {
		return
	}
	r.extend(n)
	switch {
	case b.keep:
	case b.c != nil:
		c := b.c
		if p.Role == RoleRetitle {
			if hasTitle {
				c.f.Title, c.titleWeak = title, false
				b.titleNext = false
			}
			// A cause that names no place ("Caused by: x") leaves the place to its
			// own first frame, not to the outer exception's.
			c.f.Source = source
			return
		}
		if c.titleWeak && hasTitle {
			c.f.Title, c.titleWeak = title, false
			b.titleNext = false // the location line said what the next line would have
			if n-c.f.Span.From >= maxBlockLines {
				// Far below its heading: this line starts the failure.
				addSpan(&c.f.Evidence, ingest.Line(c.f.Span.From), maxEvidence)
				c.f.Span = ingest.Line(n)
				c.f.Source = source
				b.from = n
			}
		}
		if c.f.Source == "" && source != "" {
			c.f.Source = source
			if f.GroupBy == GroupFile && c.key == "" && c.format == fi {
				r.rekey(c, keyOfSource(source))
			}
		}
	case b.hasP:
		if pd := r.pending[b.p]; pd != nil {
			if pd.source == "" {
				pd.source = source
			}
			if !pd.hasTitle && hasTitle {
				pd.title, pd.hasTitle = title, true
				b.titleNext = false
			}
		}
	}
}

// keyOfSource is the file of a "file:line:col" source.
func keyOfSource(s string) string {
	for {
		i := strings.LastIndexByte(s, ':')
		if i < 0 {
			return s
		}
		if _, err := strconv.Atoi(s[i+1:]); err != nil {
			return s
		}
		s = s[:i]
	}
}

// flaky tells the root cause of test t, which passed on a rerun, as a warning.
func (r *reader) flaky(fi int, t string) {
	for i := len(r.causes) - 1; i >= 0 && t != ""; i-- {
		c := r.causes[i]
		// Surefire's list names the class too: "pkg.Class.m(pkg.Class)" for "m(pkg.Class)".
		if c.format != fi || c.orphan || c.test == "" || c.test != t && !strings.HasSuffix(t, "."+c.test) {
			continue
		}
		r.forget(c)
		f := &r.s.formats[fi]
		r.warning(c.f.Span.From, fi, f, &Pattern{Role: RoleWarning}, c.f.Title, c.f.Source, []byte("flaky test"))
		r.blk.active = false
		if len(r.warnFind) > 0 && r.warnFind[len(r.warnFind)-1].Span.From == c.f.Span.From {
			r.warnFind[len(r.warnFind)-1].Span = c.f.Span
		}
		return
	}
}

// rekey gives cause c the file key its location named; when an earlier cause has it,
// c folds under that one.
func (r *reader) rekey(c *cause, k string) {
	c.key = k
	for i := len(r.causes) - 1; i >= r.barrier; i-- {
		o := r.causes[i]
		if o == c || o.format != c.format || o.key != k {
			continue
		}
		if len(r.folded) < maxCauses {
			r.folded = append(r.folded, foldedInto{format: c.f.Format, title: c.f.Title, source: c.f.Source, into: o})
		}
		o.f.ConsequenceCount += 1 + c.f.ConsequenceCount
		addSpan(&o.f.Consequences, c.f.Span, maxConseqSpans)
		for _, s := range c.f.Consequences {
			addSpan(&o.f.Consequences, s, maxConseqSpans)
		}
		wasLatest := r.latest == c
		r.forget(c)
		if wasLatest {
			r.latest = o
		}
		r.blk.c = nil
		return
	}
}

// claim keys cause c of format f k, for the errors after it (Pattern.KeyClaims).
func (r *reader) claim(c *cause, f *Format, k string) {
	c.key = k
	if f.GroupBy == GroupCascade {
		r.cascIndex(c, k)
	}
}

// forget takes root cause c out of the causes read (merged into another, or told as
// something else): the latest is then the one before it.
func (r *reader) forget(c *cause) {
	c.gone = true
	if i := slices.Index(r.causes, c); i >= 0 {
		r.causes = slices.Delete(r.causes, i, i+1)
		// Indexes into the causes past it move down one.
		if i < r.barrier {
			r.barrier--
		}
		if r.run.active && i < r.run.causes {
			r.run.causes--
		}
	}
	r.total--
	if r.latest == c {
		r.latest = nil
		if len(r.causes) > 0 {
			r.latest = r.causes[len(r.causes)-1]
		}
	}
	if r.blk.c == c {
		r.blk.c = nil
	}
}

// unexplained reports whether a consequence line with Alone ends a unit in which no
// failure was read.
func (r *reader) unexplained(p *Pattern) bool {
	return p.Alone && r.closeLine > 0 && len(r.causes) == r.barrier
}

func (r *reader) consequence(n, fi int, p *Pattern, title string) {
	var orphan *cause
	alone := r.unexplained(p)
	if c := r.latest; c != nil && !alone {
		r.addConseq(c, n)
	} else {
		c := r.newCause(n, fi, "", title, "", 3, ingest.SevError)
		orphan = c
		c.orphan, c.at, c.cmdFrom = true, n, r.lastTrace
		r.guessFrozen = true
		// Nothing explained it: the output just before is the best evidence there is.
		c.f.Guess = true
		if from := r.outputBefore(n); from < n {
			c.f.Span.From = max(from, r.lastTrace) // not past the command that printed it
		}
		if alone && n-r.closeLine <= 20 {
			c.f.Span.From = r.closeLine + 1 // all the unit printed
		}
	}
	if p.Block != nil {
		// An orphan's block is its own: what follows it tells what failed.
		r.blk = block{active: true, mode: *p.Block, format: fi, from: n, c: orphan}
	}
}

// trackRun keeps where the current and the previous runs of non-blank lines began.
func (r *reader) trackRun(n int, blank bool) {
	if blank {
		if r.runTo == n-1 && r.runFrom > 0 {
			r.prevFrom, r.prevTo = r.runFrom, r.runTo
		}
		return
	}
	if r.runTo != n-1 || r.runFrom == 0 {
		r.runFrom = n
	}
	r.runTo = n
}

// outputBefore returns the first line of the output that ends just before line n: its
// run of non-blank lines (or the run before a blank gap), at most 20 lines back.
func (r *reader) outputBefore(n int) int {
	from := n
	switch {
	case r.runTo == n && r.runFrom < n:
		from = r.runFrom
		// A short last paragraph is a footer ("Wrote results to x"): the one
		// before it says what failed.
		if n-r.runFrom < 5 && r.prevTo > 0 && r.runFrom-r.prevTo <= 3 {
			from = r.prevFrom
		}
	case r.runTo == n && r.prevTo > 0 && n-r.prevTo <= 3:
		from = r.prevFrom
	}
	return max(from, n-20, 1)
}

func (r *reader) warning(n, fi int, f *Format, p *Pattern, title, source string, kind []byte) {
	r.warnTotal++
	idx := r.warnIdx[fi]
	if idx == nil {
		idx = map[string]int{}
		r.warnIdx[fi] = idx
	}
	i, ok := idx[string(kind)]
	if !ok {
		k := string(kind)
		if len(r.warnings) >= maxWarnKinds {
			k = "other"
			i, ok = idx[k]
		}
		if !ok {
			i = len(r.warnings)
			idx[k] = i
			r.warnings = append(r.warnings, WarningCount{Format: f.Name, Kind: k, First: ingest.Line(n)})
		}
	}
	r.warnings[i].Count++
	sev := p.Severity
	if sev == 0 {
		sev = ingest.SevWarning
	}
	mode := f.block(p)
	if len(r.warnFind) < maxWarnFindings {
		r.warnFind = append(r.warnFind, ingest.Finding{
			Kind: ingest.KindWarning, Format: f.Name, Severity: sev,
			Title: title, Source: source, Span: ingest.Line(n),
		})
		r.blk = block{active: true, mode: mode, format: fi, from: n, w: len(r.warnFind)}
		return
	}
	r.blk = block{active: true, mode: mode, format: fi, from: n}
}

func (r *reader) lastGuess() int {
	if len(r.guesses) < maxGuesses {
		return len(r.guesses) - 1
	}
	first := maxGuesses / 4
	return first + (r.guessRing+(maxGuesses-first)-1)%(maxGuesses-first)
}

func (r *reader) addGuess(n, fi int, title, source string, mode Block, weak int) {
	r.guessTotal++
	g := guess{f: ingest.Finding{
		Kind: ingest.KindRootCause, Format: r.s.formats[fi].Name, Severity: ingest.SevError,
		Title: title, Source: source, Span: ingest.Line(n), Guess: true,
	}, summary: weak >= 2, verdict: weak == 1}
	if len(r.guesses) < maxGuesses {
		r.guesses = append(r.guesses, g)
	} else if r.guessFrozen {
		r.blk = block{active: true, mode: mode, format: fi, from: n}
		return
	} else {
		first := maxGuesses / 4
		r.guesses[first+r.guessRing] = g
		r.guessRing = (r.guessRing + 1) % (maxGuesses - first)
	}
	r.blk = block{active: true, mode: mode, format: fi, from: n, g: true}
}

// addTally adds v to tally field i (tPassed...) of format fi.
func (r *reader) addTally(fi, n, i int, v float64) {
	t := &r.tally[fi]
	t.v[i] += v
	t.set[i] = true
	t.last[i] = n
}

// maxTallyKeys bounds the keys addKeyed remembers; past it, counts are added whole.
const maxTallyKeys = 1024

type tallyKey struct {
	format, field int
	key           string
}

// addKeyed adds v to a tally field, or for a line that names a tally key, what v has
// beyond the most that key counted before.
func (r *reader) addKeyed(fi, n, i int, key []byte, v float64) {
	if key == nil || len(r.tallyKeys) >= maxTallyKeys && r.tallyKeys[tallyKey{fi, i, string(key)}] == 0 {
		r.addTally(fi, n, i, v)
		return
	}
	if r.tallyKeys == nil {
		r.tallyKeys = map[tallyKey]float64{}
	}
	k := tallyKey{fi, i, string(key)}
	before := r.tallyKeys[k]
	r.tallyKeys[k] = max(before, v)
	r.addTally(fi, n, i, max(0, v-before))
}

func (r *reader) readTally(fi, n int, m caps, p *Pattern) {
	num := func(g int) (float64, bool) {
		b := m.get(g)
		if len(b) == 0 {
			return 0, false
		}
		v, err := strconv.ParseFloat(strings.ReplaceAll(string(b), ",", ""), 64)
		return v, err == nil
	}
	passed, hasP := num(gPassed)
	failed, hasF := num(gFailed)
	skipped, hasS := num(gSkipped)
	if total, ok := num(gTotal); ok {
		r.addTally(fi, n, tTotal, total)
	}
	if hasP {
		r.addTally(fi, n, tPassed, passed)
	}
	if hasF {
		r.addTally(fi, n, tFailed, failed)
	}
	if hasS {
		r.addTally(fi, n, tSkipped, skipped)
	}
	if p.NoneFailed && !hasF {
		r.addTally(fi, n, tFailed, 0)
	}
	if p.NoneSkipped && !hasS {
		r.addTally(fi, n, tSkipped, 0)
	}
	dups, _ := num(gDups)
	if v, ok := num(gErrors); ok {
		r.addKeyed(fi, n, tErrors, m.get(gTkey), v)
	}
	if v, ok := num(gWarnings); ok {
		r.addKeyed(fi, n, tWarnings, m.get(gTkey), max(0, v-dups))
	}
	if v, ok := num(gDur); ok {
		r.addTally(fi, n, tDur, v)
	}
	if v, ok := num(gDurms); ok {
		r.addTally(fi, n, tDur, v/1000)
	}
}

// verdict records a runner's verdict: "failure", "success", or "status" (failure
// unless the captured exit status is 0).
func (r *reader) verdict(n int, v string, status []byte) {
	if v == "status" {
		st, err := strconv.Atoi(string(status))
		if err != nil {
			return
		}
		r.statusSeen = &st
		v = OutcomeFailure
		if st == 0 {
			v = OutcomeSuccess
		}
	}
	switch v {
	case OutcomeFailure:
		r.failLine = n
	case OutcomeSuccess:
		r.okLine = n
	}
}

func (r *reader) section(n, fi int, spec, name string) {
	if len(spec) < 2 {
		return
	}
	op, kind := spec[0], spec[1:]
	switch op {
	case '+':
		if len(r.open) < maxOpenSections {
			r.open = append(r.open, Section{Kind: kind, Name: name, Span: ingest.Line(n)})
		}
	case '-':
		for i := len(r.open) - 1; i >= 0; i-- {
			if r.open[i].Kind == kind && (name == "" || r.open[i].Name == name) {
				s := r.open[i]
				s.Span.To = n
				r.addSection(s)
				r.open = append(r.open[:i], r.open[i+1:]...)
				break
			}
		}
	case '=':
		from := r.lastEnd[kind] + 1
		if f := r.seen[fi].Span.From; f > from {
			from = f
		}
		r.addSection(Section{Kind: kind, Name: name, Span: ingest.Span{From: from, To: n}})
		r.lastEnd[kind] = n
	}
}

func (r *reader) addSection(s Section) {
	if len(r.sections) < maxSections {
		r.sections = append(r.sections, s)
	}
}

func (r *reader) markSeen(fi, n int) {
	s := &r.seen[fi]
	if s.Count == 0 {
		s.Format = r.s.formats[fi].Name
		s.Span.From = n
	}
	s.Span.To = n
	s.Count++
}

func (r *reader) markWrapper(name string, n int) {
	for i := range r.wrappers {
		if r.wrappers[i].Format == name {
			r.wrappers[i].Span.To = n
			r.wrappers[i].Count++
			return
		}
	}
	r.wrappers = append(r.wrappers, Seen{Format: name, Span: ingest.Line(n), Count: 1})
}

// indentOf is the number of spaces and tabs a line starts with.
func indentOf(text []byte) int {
	i := 0
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	return i
}

// statusMeaning says what an exit status conventionally means when a runner states only
// the number ("Process completed with exit code 137."), "" when it means nothing more.
func statusMeaning(status string) string {
	switch status {
	case "124":
		return "timed out: timeout's status"
	case "126":
		return "not executable"
	case "127":
		return "command not found"
	case "130":
		return "interrupted: SIGINT"
	case "134":
		return "aborted: SIGABRT"
	case "137":
		return "killed: SIGKILL, often out of memory"
	case "139":
		return "segmentation fault: SIGSEGV"
	case "143":
		return "terminated: SIGTERM"
	}
	return ""
}
