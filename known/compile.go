package known

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Set is a compiled list of formats, safe for concurrent use by many readers.
type Set struct {
	formats []Format
	pats    []compiled // every pattern, in priority order
	byLit   [][]int32  // literal id -> indexes into pats, ascending
	ac      matcher    // finds the literals placed anywhere
	// Placed literals are checked where they must be, by their first (or last) byte:
	// indexes into pats, ascending.
	starts, ends, numbered placedIndex
	generic                []bool           // per format: Guess
	sameTitle              []*regexp.Regexp // per format: SameTitle, or nil
	maxBlock               int
	// titlePrev: a pattern needs the line before its own, so readers keep it.
	titlePrev bool
	// lazyAnywhere: a lazy pattern's literal is found by the scanner, so a placed
	// lazy one does not spare a line the scan.
	lazyAnywhere bool
	// lazies are the placed lazy patterns, looked for before anything else: a line
	// one of them takes (most lines of a verbose test log) gets no other matching.
	lazies lazyIndex
}

type compiled struct {
	format int
	p      *Pattern
	lit    []byte
	re     *regexp.Regexp
	reject *regexp.Regexp
	groups [nGroups]int // submatch index of each named group, 0 when absent
	lazy   bool         // a placed test start or pass: no regexp until a name is needed
	// lazyHead: what a lazy pattern's line must start with, its anchored regexp's
	// literal prefix ("test " for cargo's "test x ... ok"), checked without the regexp
	// so that another tool's line with the same ending is left to its own format.
	lazyHead []byte
	// cond: the open block decides whether the pattern is tried (InBlock, or a role
	// that says nothing outside a block); Prepare, not knowing the block, tries it.
	cond      bool
	count     int8           // the tally field Count names (tPassed...), -1 for none
	titleLast *regexp.Regexp // Pattern.TitleLast
	follows   *regexp.Regexp // Pattern.FollowsTitle
	keyFrom   *regexp.Regexp // Pattern.KeyFrom
	// plain: re is a literal check ("^##\\[group\\](?P<name>.*)", "^PASS$"), done
	// without the regexp engine.
	plain *plainRe
	seq   *seqRe // or re needs no backtracking, and is run without the engine
	// heads: the bytes a line (a location's rest, for Loc) must start with for re to
	// match (re starts with ^); nil when any may.
	heads *[256]bool
	nsub  int // re's submatch slots (2 per group and the whole)
	// ends: the bytes a line must end with for re to match (re ends with $), so most
	// lines it cannot match are turned away without running it; nil when any may.
	ends *[256]bool
}

// plainRe is a regexp that is a literal at the start of the line, then either the
// end of the line, anything, or the rest captured.
type plainRe struct {
	prefix []byte
	exact  bool // nothing may follow
	group  int  // the submatch that captures the rest, 0 for none
}

// plainShape recognises a regexp that plainRe can run.
func plainShape(re *syntax.Regexp) *plainRe {
	re = re.Simplify()
	if re.Op != syntax.OpConcat || len(re.Sub) < 2 || re.Sub[0].Op != syntax.OpBeginText {
		return nil
	}
	lit := re.Sub[1]
	if lit.Op != syntax.OpLiteral || lit.Flags&syntax.FoldCase != 0 {
		return nil
	}
	p := &plainRe{prefix: []byte(string(lit.Rune))}
	rest := re.Sub[2:]
	if len(rest) > 0 && rest[0].Op == syntax.OpCapture && len(rest[0].Sub) == 1 {
		s := rest[0].Sub[0]
		if s.Op != syntax.OpStar || len(s.Sub) != 1 || s.Sub[0].Op != syntax.OpAnyCharNotNL {
			return nil
		}
		p.group = rest[0].Cap
		rest = rest[1:]
	}
	if len(rest) > 0 && rest[0].Op == syntax.OpEndText {
		p.exact = p.group == 0
		rest = rest[1:]
	}
	if len(rest) > 0 {
		return nil
	}
	return p
}

// lastBytes returns the bytes a match of re can end with, when re ends with $ and
// cannot match the empty text; else nil.
func lastBytes(re *syntax.Regexp) *[256]bool {
	re = re.Simplify()
	if re.Op != syntax.OpConcat || len(re.Sub) == 0 || re.Sub[len(re.Sub)-1].Op != syntax.OpEndText || nullable(re) {
		return nil
	}
	var set [256]bool
	if !addLast(&set, re) {
		return nil
	}
	return &set
}

// addLast adds to set the bytes a non-empty match of re can end with. It reports false
// when that may be any byte.
func addLast(set *[256]bool, re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpNoMatch:
		return true
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return true
		}
		addRune(set, re.Rune[len(re.Rune)-1], re.Flags&syntax.FoldCase != 0)
		return true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1] && r < utf8.RuneSelf; r++ {
				set[r] = true
			}
			if re.Rune[i+1] >= utf8.RuneSelf {
				addRune(set, utf8.RuneSelf, false)
			}
		}
		return true
	case syntax.OpCapture, syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		return addLast(set, re.Sub[0])
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if !addLast(set, sub) {
				return false
			}
		}
		return true
	case syntax.OpConcat:
		for i := len(re.Sub) - 1; i >= 0; i-- {
			if !addLast(set, re.Sub[i]) {
				return false
			}
			if !nullable(re.Sub[i]) {
				return true
			}
		}
		return true
	}
	return false // any character
}

// addRune adds the last byte of r's UTF-8 form: any byte past ASCII stands for them all.
func addRune(set *[256]bool, r rune, fold bool) {
	if r >= utf8.RuneSelf {
		for b := utf8.RuneSelf; b < 256; b++ {
			set[b] = true
		}
		return
	}
	set[r] = true
	if fold {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			addRune(set, f, false)
		}
	}
}

// nullable reports whether re can match the empty text.
func nullable(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpLiteral:
		return len(re.Rune) == 0
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL, syntax.OpNoMatch:
		return false
	case syntax.OpCapture, syntax.OpPlus:
		return nullable(re.Sub[0])
	case syntax.OpStar, syntax.OpQuest:
		return true
	case syntax.OpRepeat:
		return re.Min == 0 || nullable(re.Sub[0])
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if !nullable(sub) {
				return false
			}
		}
		return true
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if nullable(sub) {
				return true
			}
		}
		return false
	}
	return true // the empty-width assertions
}

// match runs a plain regexp, writing its submatches into sub (of the regexp's size).
func (p *plainRe) match(text []byte, sub []int) []int {
	if !bytes.HasPrefix(text, p.prefix) || p.exact && len(text) != len(p.prefix) ||
		bytes.IndexByte(text, '\n') >= 0 {
		return nil
	}
	for i := range sub {
		sub[i] = -1
	}
	sub[0], sub[1] = 0, len(text)
	if p.group > 0 {
		sub[2*p.group], sub[2*p.group+1] = len(p.prefix), len(text)
	}
	return sub
}

// Named groups a pattern may capture.
const (
	gFile = iota
	gLine
	gCol
	gMsg
	gTest
	gKey
	gKind
	gName
	gStatus
	gPassed
	gFailed
	gSkipped
	gTotal
	gErrors
	gWarnings
	gDur
	gDurms
	gTkey
	gDups
	nGroups
)

// groupNames lists the named groups in the order of their constants.
func groupNames() [nGroups]string {
	return [nGroups]string{"file", "line", "col", "msg", "test", "key", "kind", "name", "status",
		"passed", "failed", "skipped", "total", "errors", "warnings", "dur", "durms", "tkey", "dups"}
}

// Compile checks and compiles every pattern once. Each pattern must have a literal
// gate and a regexp that does not start with ".*" (the gate would then cost more than
// it saves).
func Compile(formats []Format) (*Set, error) {
	s := &Set{formats: formats, maxBlock: 40}
	litID := map[string]int32{}
	var lits []string
	names := map[string]bool{}
	placedBefore := map[placedKey]bool{}
	for fi := range formats {
		f := &formats[fi]
		if f.Name == "" {
			return nil, fmt.Errorf("known: format %d has no name", fi)
		}
		if names[f.Name] {
			return nil, fmt.Errorf("known: format %q listed twice", f.Name)
		}
		names[f.Name] = true
		s.generic = append(s.generic, f.Guess)
		var same *regexp.Regexp
		if f.SameTitle != "" {
			var err error
			if same, err = regexp.Compile(f.SameTitle); err != nil {
				return nil, fmt.Errorf("known: %s same title: %w", f.Name, err)
			}
		}
		s.sameTitle = append(s.sameTitle, same)
		for pi := range f.Patterns {
			p := &f.Patterns[pi]
			if p.Literal == "" {
				return nil, fmt.Errorf("known: %s pattern %d: no literal gate", f.Name, pi)
			}
			if strings.HasPrefix(p.Re, ".*") {
				return nil, fmt.Errorf("known: %s pattern %d: starts with .*", f.Name, pi)
			}
			c := compiled{format: fi, p: p, lit: []byte(p.Literal)}
			s.titlePrev = s.titlePrev || p.TitlePrev
			if p.Re != "" {
				re, err := regexp.Compile(p.Re)
				if err != nil {
					return nil, fmt.Errorf("known: %s pattern %d: %w", f.Name, pi, err)
				}
				c.re = re
				c.nsub = 2 * (re.NumSubexp() + 1)
				if parsed, err := syntax.Parse(p.Re, syntax.Perl); err == nil {
					if c.plain = plainShape(parsed); c.plain == nil {
						c.seq = seqShape(parsed, c.nsub)
					}
					c.heads = headBytes(parsed)
					c.ends = lastBytes(parsed)
				}
				names := groupNames()
				for i, n := range re.SubexpNames() {
					for g, gn := range names {
						if n == gn {
							c.groups[g] = i
						}
					}
				}
			} else if p.Pos == Anywhere && !p.Loc {
				return nil, fmt.Errorf("known: %s pattern %d: no regexp and no placed literal", f.Name, pi)
			}
			var err error
			// A lazy pattern fires before any other, so it must not depend on the open
			// block, which Prepare does not know: an InBlock one is read in full.
			// Nor may a pattern before it have the same placed literal (gtest's
			// "[  SKIPPED ] 2 tests, listed below" before its skipped-test lines): that
			// one must get its chance first.
			placed := placedKey{p.Pos, p.Literal}
			c.lazy = p.Pos != Anywhere && c.re != nil && (p.Role == RoleTestStart || p.Role == RoleTestPass) &&
				p.Section == "" && !p.Close && p.Verdict == "" && !p.InBlock && !placedBefore[placed]
			placedBefore[placed] = true
			if c.lazy && strings.HasPrefix(p.Re, "^") {
				if head, _ := c.re.LiteralPrefix(); head != "" {
					c.lazyHead = []byte(head)
				}
			}
			c.cond = p.InBlock || p.AfterSeen || p.Role == RoleContext || p.Role == RoleLocation || p.Role == RoleRetitle
			c.count = -1
			for i, name := range tallyNames() {
				if name == p.Count {
					c.count = int8(i)
				}
			}
			if p.KeyFrom != "" {
				if c.keyFrom, err = regexp.Compile(p.KeyFrom); err != nil || c.keyFrom.NumSubexp() < 1 {
					return nil, fmt.Errorf("known: %s pattern %d key from: %q needs a group (%v)", f.Name, pi, p.KeyFrom, err)
				}
			}
			if p.FollowsTitle != "" {
				if c.follows, err = regexp.Compile(p.FollowsTitle); err != nil {
					return nil, fmt.Errorf("known: %s pattern %d follows title: %w", f.Name, pi, err)
				}
			}
			if p.TitleLast != "" {
				if c.titleLast, err = regexp.Compile(p.TitleLast); err != nil {
					return nil, fmt.Errorf("known: %s pattern %d title last: %w", f.Name, pi, err)
				}
			}
			if p.Reject != "" {
				if c.reject, err = regexp.Compile(p.Reject); err != nil {
					return nil, fmt.Errorf("known: %s pattern %d reject: %w", f.Name, pi, err)
				}
			}
			if p.Pos != Anywhere && p.Pos != BeforeNumber && p.Pos != AtColon {
				pi := int32(len(s.pats))
				inBlock := -1
				if p.InBlock {
					inBlock = fi
				}
				switch p.Pos {
				case LineStart:
					s.starts.add(p.Literal, pi, false, inBlock)
					if c.lazy {
						s.lazies.starts[p.Literal[0]] = append(s.lazies.starts[p.Literal[0]], lazyLit(p.Literal, pi))
					}
				case LineEnd:
					s.ends.add(p.Literal, pi, true, inBlock)
					if c.lazy {
						s.lazies.last[p.Literal[len(p.Literal)-1]] = true
						s.lazies.ends = append(s.lazies.ends, lazyLit(p.Literal, pi))
					}
				case AfterNumber:
					s.numbered.add(p.Literal, pi, false, inBlock)
				default:
					return nil, fmt.Errorf("known: %s pattern %d: unknown Pos %d", f.Name, pi, p.Pos)
				}
				s.pats = append(s.pats, c)
				continue
			}
			if n := len(p.Literal); n < minLiteral && !(p.Pos == BeforeNumber && n == minLiteral-1) {
				return nil, fmt.Errorf("known: %s pattern %d: literal %q is shorter than %d bytes (a BeforeNumber one counts its digit): place it or make it longer", f.Name, pi, p.Literal, minLiteral)
			}
			lit := asciiLower(p.Literal)
			if p.Pos == BeforeNumber {
				lit += "\x00#" // a literal of its own: the scanner checks the digit
			}
			id, ok := litID[lit]
			if !ok {
				id = int32(len(lits))
				litID[lit] = id
				lits = append(lits, lit)
				s.byLit = append(s.byLit, nil)
			}
			s.byLit[id] = append(s.byLit[id], int32(len(s.pats)))
			s.lazyAnywhere = s.lazyAnywhere || c.lazy
			s.pats = append(s.pats, c)
		}
	}

	s.ac = newMatcher(lits)
	return s, nil
}

// lazyIndex finds the first placed lazy pattern a line may be, by its first (start) or
// last (end) byte; each literal holds one pattern.
type lazyIndex struct {
	starts [256]placedList // by the literal's first byte, ascending by pattern
	last   [256]bool
	ends   placedList // ascending by pattern
}

func lazyLit(lit string, pi int32) placedLit {
	w, m := packWord([]byte(lit))
	return placedLit{word: w, mask: m, lit: []byte(lit), pats: []int32{pi}, inBlock: -1}
}

// find returns the first lazy pattern whose placed literal and head text has, or -1;
// t is text with its indentation cut.
func (x *lazyIndex) find(pats []compiled, text, t []byte) int32 {
	best := int32(-1)
	if len(t) > 0 {
		if ls := x.starts[t[0]]; len(ls) > 0 {
			var w uint64
			if len(t) >= 8 {
				w = binary.LittleEndian.Uint64(t)
			} else {
				w, _ = packWord(t)
			}
			for i := range ls {
				l := &ls[i]
				if w&l.mask == l.word && len(t) >= len(l.lit) && (len(l.lit) <= 8 || bytes.HasPrefix(t, l.lit)) &&
					pats[l.pats[0]].lazyOn(text) {
					best = l.pats[0]
					break
				}
			}
		}
	}
	if len(text) > 0 && x.last[text[len(text)-1]] {
		for i := range x.ends {
			l := &x.ends[i]
			if best >= 0 && l.pats[0] > best {
				break
			}
			if bytes.HasSuffix(text, l.lit) && pats[l.pats[0]].lazyOn(text) {
				return l.pats[0]
			}
		}
	}
	return best
}

// placedKey is a literal and where it is placed.
type placedKey struct {
	pos Pos
	lit string
}

// lazyOn reports whether the pattern is lazy and its line may be text.
func (c *compiled) lazyOn(text []byte) bool {
	return c.lazy && bytes.HasPrefix(text, c.lazyHead)
}

// Formats returns the formats the set was compiled from.
func (s *Set) Formats() []Format { return s.formats }

// candidates appends to dst the patterns whose literal text has, in priority order
// and without repeats; lits is scratch for the literal ids found. block is the format
// of the open block (-1 for none, anyBlock when not known), for the placed InBlock
// patterns.
func (s *Set) candidates(dst []int32, lits *[]int32, text []byte, block int) []int32 {
	t := text
	for len(t) > 0 && (t[0] == ' ' || t[0] == '\t') {
		t = t[1:]
	}
	// A placed test start or pass is all the matching its line gets (see match): when
	// one is here, nothing else can change what fires. Most lines of a verbose test
	// log are such.
	if !s.lazyAnywhere {
		if pi := s.lazies.find(s.pats, text, t); pi >= 0 {
			return append(dst, pi)
		}
	}
	if len(t) > 0 {
		dst = s.starts.prefixes(dst, t, block)
		if isDigit(t[0]) {
			d := 1
			for d < len(t) && isDigit(t[d]) {
				d++
			}
			dst = s.numbered.prefixes(dst, t[d:], block)
		}
	}
	if len(text) > 0 {
		dst = s.ends.suffixes(dst, text, block)
	}
	*lits = s.ac.scan((*lits)[:0], text)
	for _, id := range *lits {
		dst = append(dst, s.byLit[id]...)
	}
	if len(dst) > 1 {
		slices.Sort(dst)
		dst = slices.Compact(dst)
	}
	return dst
}

// placedIndex finds placed literals by their first two bytes (a literal of one byte
// by it; line ends by their last byte), so a line is compared only with the few that
// share its head ("[ RUN      ]" and "[ERROR]" do not), up to 8 bytes in one go.
type placedIndex struct {
	one [256]placedList           // by the first (last) byte: one-byte literals, and every line end
	two [placedBuckets]placedList // by a hash of the first two bytes
}

const placedBuckets = 512

type placedLit struct {
	word, mask uint64 // the literal's first (last) 8 bytes, little-endian, and which count
	lit        []byte
	pats       []int32 // ascending
	inBlock    int     // the format whose open block the patterns need (InBlock), else -1
}

func placedBucket(b0, b1 byte) uint32 {
	return (uint32(b0) | uint32(b1)<<8) * hashMul >> (32 - 9)
}

func (x *placedIndex) add(lit string, pi int32, end bool, inBlock int) {
	b := []byte(lit)
	list := &x.one[b[0]]
	switch {
	case end:
		list = &x.one[b[len(b)-1]]
	case len(b) >= 2:
		list = &x.two[placedBucket(b[0], b[1])]
	}
	for i := range *list {
		if string((*list)[i].lit) == lit && (*list)[i].inBlock == inBlock {
			(*list)[i].pats = append((*list)[i].pats, pi)
			return
		}
	}
	head := b
	if end && len(b) > 8 {
		head = b[len(b)-8:]
	}
	w, m := packWord(head)
	*list = append(*list, placedLit{word: w, mask: m, lit: b, pats: []int32{pi}, inBlock: inBlock})
}

// packWord packs up to 8 bytes little-endian, with the mask of the bytes packed.
func packWord(b []byte) (w, mask uint64) {
	for i := 0; i < len(b) && i < 8; i++ {
		w |= uint64(b[i]) << (8 * i)
		mask |= 0xff << (8 * i)
	}
	return w, mask
}

func (x *placedIndex) prefixes(dst []int32, t []byte, block int) []int32 {
	if len(t) == 0 {
		return dst
	}
	var w uint64
	if len(t) >= 8 {
		w = binary.LittleEndian.Uint64(t)
	} else {
		w, _ = packWord(t)
	}
	dst = x.one[t[0]].prefixes(dst, t, w, block)
	if len(t) >= 2 {
		dst = x.two[placedBucket(t[0], t[1])].prefixes(dst, t, w, block)
	}
	return dst
}

type placedList []placedLit

func (ps placedList) prefixes(dst []int32, t []byte, w uint64, block int) []int32 {
	for i := range ps {
		p := &ps[i]
		if w&p.mask == p.word && len(t) >= len(p.lit) && (len(p.lit) <= 8 || bytes.HasPrefix(t, p.lit)) &&
			(p.inBlock < 0 || p.inBlock == block || block == anyBlock) {
			dst = append(dst, p.pats...)
		}
	}
	return dst
}

func (x *placedIndex) suffixes(dst []int32, t []byte, block int) []int32 {
	ps := x.one[t[len(t)-1]]
	for i := range ps {
		if bytes.HasSuffix(t, ps[i].lit) && (ps[i].inBlock < 0 || ps[i].inBlock == block || block == anyBlock) {
			dst = append(dst, ps[i].pats...)
		}
	}
	return dst
}

// minLiteral is the shortest literal the scanner finds anywhere in a line (a
// BeforeNumber literal counts its digit).
const minLiteral = 4

// byteOrder lists printable bytes (folded) from the most to the least common in build
// and test logs, as counted over this package's samples; a byte not listed is rarer.
const byteOrder = ` etsnraoi-cml.d:u[p=10/2g_f3hbvj9()"k4xy6w57;],8'^>|~z<+}q{\x60$!#*%\\@?&`

// commonTrigrams are frequent in English and in build and test logs (folded): a
// literal is anchored elsewhere when it can be.
const commonTrigrams = "the|ing|and|ion|tio|ent|ati|for|her|ter|hat|tha|ere|ate|his|con|res|ver|all|ons|nce|men|ith|ted|ers|pro|thi|wit|are|ess|not|ive|was|ect|rea|com|eve|per|int|est|sta|cti|ica|ist|ear|ain|one|our|iti|rat|" +
	"tes|sts|pas|ass|run|un |---|===|-- |== |bui|uil|ild|fil|ile|dir|und|ser|str|ed |ng |in |es |s: |: t|/sr|src|lib|ode|ors|ror|err|rro|ok | ok|ok.|ini|ish|fin|nis|ime|tim|fig|lud|clu|inc|ort|ove|tal|ota|tot|ans|ran|kag|pac|ack|age|dow|own|loa|oad|ins|nst|tar|art|use|sed|fro|rom|omp|mpi|pil|ile|ect|obj|jec|bje|cou|oun|uld|sin|ces| pa|sse|ind|" +
	// build paths and flags ("CMakeFiles", "-DNDEBUG -I", "config", "test_x.py") and words
	// common in them ("table", "checked", "generated")
	"efi|nfi|d -|nde|.py|abl|cke|era"

// matcher finds, ignoring ASCII case, every literal in a line. It reads the line's
// trigrams at even offsets only (8 bytes loaded at a time, folded by setting bit 5 of
// each byte, which maps A-Z to a-z and merges a few other bytes) and tests each in a
// byte table (a byte, not a bit: no variable shift; wide enough that chance hits are
// rarer than real ones); only a hit looks further, in a hash table keyed by the same
// folded trigram. A literal of 4 bytes or more has a trigram at an even offset of the
// line wherever it is, so each is anchored on two adjacent trigrams of its own, the
// rarest such pair. Build logs are
// dense in common words: a full Aho-Corasick DFA (which fits no cache), every
// offset, or an anchor on each literal's first trigram ("tes", "pas", "---") each
// cost several times more.
type matcher struct {
	filter [1 << filterBits]uint8 // 1 where some anchor's folded trigram hashes
	table  []anchorSlot           // open addressing by the folded anchor
	mask   uint32
	cands  []anchorLit // grouped by anchor; a slot points at its run
	lits   []mlit
}

type anchorSlot struct {
	key        uint32 // the anchor folded by bit5, 0 for an empty slot (a folded byte is never 0)
	start, end uint16 // its run in cands
}

type anchorLit struct {
	id  int32
	off int // the anchor's offset in the literal
}

type mlit struct {
	b   []byte // folded
	num bool   // a digit must follow
}

const (
	filterBits = 15
	hashMul    = 0x9E3779B1 // Fibonacci hashing of a trigram
	bit5       = 0x2020202020202020
	anyDigit   = 0xff // in a literal: the digit a BeforeNumber literal needs
)

func fold(b byte) byte {
	if b >= 'A' && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// asciiLower folds A-Z only, as the scanner does.
func asciiLower(s string) string {
	b := []byte(s)
	for i := range b {
		b[i] = fold(b[i])
	}
	return string(b)
}

// filterHash is a folded trigram's index in the filter; its low bits index the table.
func filterHash(t uint32) uint32 { return (t * hashMul) >> (32 - filterBits) }

func trigram(b []byte) uint32 { return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 }

// trigramsAt returns the trigrams of l at offset i, one per digit where l has anyDigit.
func trigramsAt(l []byte, i int) []uint32 {
	out := []uint32{0}
	for k := 0; k < 3; k++ {
		var next []uint32
		for _, t := range out {
			if l[i+k] == anyDigit {
				for d := byte('0'); d <= '9'; d++ {
					next = append(next, t|uint32(d)<<(8*k))
				}
			} else {
				next = append(next, t|uint32(l[i+k])<<(8*k))
			}
		}
		out = next
	}
	return out
}

// anchorOf returns the offset of the rarest pair of adjacent trigrams of a folded
// literal: the pair's more common trigram decides how often the anchor is hit.
func anchorOf(l []byte) int {
	rarity := func(b byte) float64 {
		if b == anyDigit {
			b = '5'
		}
		r := strings.IndexByte(byteOrder, b)
		if r < 0 {
			r = len(byteOrder) + 8
		}
		return math.Log(float64(r + 2))
	}
	tri := func(i int) float64 {
		sc := rarity(l[i]) + rarity(l[i+1]) + rarity(l[i+2])
		if strings.Contains(commonTrigrams, string(l[i:i+3])) {
			sc -= 100
		}
		return sc
	}
	best, bestScore := 0, math.Inf(-1)
	for i := 0; i+minLiteral <= len(l); i++ {
		if sc := min(tri(i), tri(i+1)); sc > bestScore {
			best, bestScore = i, sc
		}
	}
	return best
}

func newMatcher(lits []string) matcher {
	var m matcher
	byKey := map[uint32][]anchorLit{}
	var keys []uint32
	for id, l := range lits {
		b, num := strings.CutSuffix(l, "\x00#") // already folded
		m.lits = append(m.lits, mlit{[]byte(b), num})
		full := []byte(b)
		if num {
			full = append(full, anyDigit)
		}
		off := anchorOf(full)
		for k := off; k <= off+1; k++ {
			for _, key := range trigramsAt(full, k) {
				key |= 0x202020
				if _, ok := byKey[key]; !ok {
					keys = append(keys, key)
				}
				byKey[key] = append(byKey[key], anchorLit{int32(id), k})
				m.filter[filterHash(key)] = 1
			}
		}
	}
	size := 16
	for size < 4*len(keys) {
		size *= 2
	}
	m.table, m.mask = make([]anchorSlot, size), uint32(size-1)
	for _, k := range keys {
		i := filterHash(k) & m.mask
		for m.table[i].key != 0 {
			i = (i + 1) & m.mask
		}
		m.table[i] = anchorSlot{key: k, start: uint16(len(m.cands))}
		m.cands = append(m.cands, byKey[k]...)
		m.table[i].end = uint16(len(m.cands))
	}
	return m
}

// scan appends to dst the ids of the literals found in line (with repeats). (A first
// test of byte pairs, with no multiplication, measured slower: pairs are hit too often.)
func (m *matcher) scan(dst []int32, line []byte) []int32 {
	n := len(line)
	f := &m.filter
	i := 0
	for ; i+8 <= n; i += 6 {
		w := binary.LittleEndian.Uint64(line[i:]) | bit5
		k0, k2, k4 := uint32(w)&0xffffff, uint32(w>>16)&0xffffff, uint32(w>>32)&0xffffff
		a, b, c := f[filterHash(k0)], f[filterHash(k2)], f[filterHash(k4)]
		if a|b|c != 0 {
			if a != 0 {
				dst = m.at(dst, line, i, k0)
			}
			if b != 0 {
				dst = m.at(dst, line, i+2, k2)
			}
			if c != 0 {
				dst = m.at(dst, line, i+4, k4)
			}
		}
	}
	for ; i+3 <= n; i += 2 {
		if k := trigram(line[i:]) | 0x202020; f[filterHash(k)] != 0 {
			dst = m.at(dst, line, i, k)
		}
	}
	return dst
}

// at appends the literals with an anchor at line[i], whose trigram folded by bit5 is key.
func (m *matcher) at(dst []int32, line []byte, i int, key uint32) []int32 {
	for j := filterHash(key) & m.mask; ; j = (j + 1) & m.mask {
		s := &m.table[j]
		if s.key == 0 {
			return dst
		}
		if s.key != key {
			continue
		}
		for _, c := range m.cands[s.start:s.end] {
			l := &m.lits[c.id]
			if from := i - c.off; from >= 0 && foldedPrefix(line[from:], l.b) &&
				(!l.num || from+len(l.b) < len(line) && isDigit(line[from+len(l.b)])) {
				dst = append(dst, c.id)
			}
		}
		return dst
	}
}

// foldedPrefix reports whether b starts with lit (folded), ignoring ASCII case.
func foldedPrefix(b, lit []byte) bool {
	if len(b) < len(lit) {
		return false
	}
	for i, c := range lit {
		if fold(b[i]) != c {
			return false
		}
	}
	return true
}
