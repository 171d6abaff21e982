package budget

import (
	"bytes"
	"encoding/binary"
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode/utf8"
)

// Matcher tests lines against a case-insensitive pattern. Lines that lack the literal the
// pattern needs are turned away with a byte search, before any regexp runs, because Go's
// regexp only skips ahead on a leading literal.
type Matcher struct {
	Expr    string // the pattern as given
	Literal bool   // the pattern did not compile and is matched as a literal
	re      *regexp.Regexp
	need    []byte // lower-case ASCII literal every match contains; nil when none
	onlyLit bool   // the pattern is exactly `need`
}

// NewMatcher compiles expr case-insensitively, or takes it as a literal when it does not
// compile as a regular expression.
func NewMatcher(expr string) *Matcher {
	m := &Matcher{Expr: expr}
	re, err := regexp.Compile("(?i)" + expr)
	if err != nil {
		m.Literal = true
		re = regexp.MustCompile("(?i)" + regexp.QuoteMeta(expr))
	}
	m.re = re
	pattern := "(?i)" + expr
	if m.Literal {
		pattern = "(?i)" + regexp.QuoteMeta(expr)
	}
	if tree, err := syntax.Parse(pattern, syntax.Perl); err == nil {
		tree = tree.Simplify()
		lit := requiredLiteral(tree)
		if isASCII(lit) && len(lit) > 0 {
			m.need = []byte(strings.ToLower(lit))
			m.onlyLit = tree.Op == syntax.OpLiteral
		}
	}
	return m
}

// requiredLiteral returns a literal that every match of the tree contains ("" when none).
func requiredLiteral(t *syntax.Regexp) string {
	switch t.Op {
	case syntax.OpLiteral:
		return string(t.Rune)
	case syntax.OpCapture:
		return requiredLiteral(t.Sub[0])
	case syntax.OpPlus:
		return requiredLiteral(t.Sub[0])
	case syntax.OpRepeat:
		if t.Min >= 1 {
			return requiredLiteral(t.Sub[0])
		}
	case syntax.OpConcat:
		best := ""
		for _, s := range t.Sub {
			if l := requiredLiteral(s); len(l) > len(best) {
				best = l
			}
		}
		return best
	}
	return ""
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Scratch is per-goroutine working memory for Match.
type Scratch struct{ lower []byte }

// Match reports whether the line matches. sc may be nil; pass one per goroutine to
// avoid allocating.
func (m *Matcher) Match(line []byte, sc *Scratch) bool {
	if m.need != nil {
		if sc == nil {
			sc = &Scratch{}
		}
		var high bool
		sc.lower, high = lowerASCII(sc.lower[:0], line)
		// Unicode folding maps a few non-ASCII runes to ASCII letters (K, ſ); leave such
		// lines to the regexp.
		if !high {
			if !bytes.Contains(sc.lower, m.need) {
				return false
			}
			if m.onlyLit {
				return true
			}
		}
	}
	return m.re.Match(line)
}

func lowerASCII(dst, s []byte) ([]byte, bool) {
	var or byte
	for _, c := range s {
		or |= c
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst, or >= utf8.RuneSelf
}

// MatchFrame calls fn for each line of a frame of whole lines that matches, with its
// number. It searches the frame at once for the literal the pattern needs and runs the
// regexp only on the lines that hold it, so a frame with no candidate costs one lowering
// pass and one byte search. ok is false when the frame must be read line by line instead.
func (m *Matcher) MatchFrame(raw []byte, firstLine int, sc *Scratch, fn func(n int, line []byte)) (ok bool) {
	if m.need == nil {
		return false
	}
	var high bool
	sc.lower, high = lowerFrame(sc.lower[:0], raw)
	if high && (bytes.IndexByte(m.need, 'k') >= 0 || bytes.IndexByte(m.need, 's') >= 0) {
		return false // K (Kelvin) and ſ fold to k and s: leave them to the regexp
	}
	low := sc.lower
	line, counted, pos := firstLine, 0, 0
	for pos < len(low) {
		i := bytes.Index(low[pos:], m.need)
		if i < 0 {
			break
		}
		hit := pos + i
		start := bytes.LastIndexByte(low[:hit], '\n') + 1
		end := bytes.IndexByte(low[hit:], '\n')
		if end < 0 {
			end = len(low)
		} else {
			end += hit
		}
		line += bytes.Count(low[counted:start], []byte{'\n'})
		counted = start
		text := raw[start:end]
		if m.onlyLit || m.re.Match(text) {
			fn(line, text)
		}
		pos = end + 1
	}
	return true
}

// lowerFrame lowers ASCII letters eight bytes at a time and says whether any byte is
// not ASCII.
func lowerFrame(dst, s []byte) ([]byte, bool) {
	const ones = 0x0101010101010101
	const highs = 0x8080808080808080
	n := len(s)
	if cap(dst) < n {
		dst = make([]byte, n)
	}
	dst = dst[:n]
	var or uint64
	i := 0
	for ; i+8 <= n; i += 8 {
		x := binary.LittleEndian.Uint64(s[i:])
		or |= x
		// A byte is upper-case when it is ASCII, >= 'A' and <= 'Z'.
		hept := x &^ highs
		geA := hept + (0x80-'A')*ones
		gtZ := hept + (0x7f-'Z')*ones
		upper := (geA &^ gtZ) &^ x & highs
		binary.LittleEndian.PutUint64(dst[i:], x|upper>>2)
	}
	for ; i < n; i++ {
		c := s[i]
		or |= uint64(c)
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst[i] = c
	}
	return dst, or&highs != 0
}
