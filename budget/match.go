package budget

import (
	"bytes"
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
