package known

import (
	"regexp/syntax"
	"unicode/utf8"
)

// seqRe runs, without the regexp engine, a regexp anchored at the start of the line
// that needs no backtracking: a sequence of literals, byte classes repeated greedily,
// groups, optional parts and alternatives, where the next byte always decides (a
// repeat's bytes are never what may follow it; alternatives start differently). Go's
// backtracker costs about 20 ns a byte; most of a build log's frequent lines (go test's
// "ok pkg 0.1s", Surefire's "Tests run:") are of this shape. Its submatches are those
// FindSubmatchIndex gives; a test compares the two on every real sample.
type seqRe struct {
	root *seqNode
	nsub int
}

type seqOp uint8

const (
	seqLit     seqOp = iota // lit
	seqClass                // set, from min to max times (max -1: no limit)
	seqConcat               // subs in order
	seqAlt                  // the first of subs that matches (their first bytes differ)
	seqCapture              // sub 0, recorded as group cap
	seqEnd                  // the end of the text
)

type seqNode struct {
	op       seqOp
	lit      []byte
	set      *[256]bool
	min, max int
	cap      int
	subs     []*seqNode
}

// seqShape compiles re into a seqRe, or returns nil when its shape needs the regexp
// engine (or might match differently byte by byte than rune by rune).
func seqShape(re *syntax.Regexp, nsub int) *seqRe {
	re = re.Simplify()
	if re.Op != syntax.OpConcat || len(re.Sub) < 2 || re.Sub[0].Op != syntax.OpBeginText {
		return nil
	}
	body := &syntax.Regexp{Op: syntax.OpConcat, Sub: re.Sub[1:]}
	n, ok := seqBuild(body)
	if !ok || !seqDecided(n, &[256]bool{}) {
		return nil
	}
	return &seqRe{root: n, nsub: nsub}
}

func seqBuild(re *syntax.Regexp) (*seqNode, bool) {
	if re.Flags&syntax.FoldCase != 0 && (re.Op == syntax.OpLiteral || re.Op == syntax.OpCharClass) {
		return nil, false
	}
	switch re.Op {
	case syntax.OpLiteral:
		var b []byte
		for _, r := range re.Rune {
			if r == utf8.RuneError || r > utf8.MaxRune {
				return nil, false // an invalid byte reads as U+FFFD to the regexp
			}
			b = utf8.AppendRune(b, r)
		}
		return &seqNode{op: seqLit, lit: b}, true
	case syntax.OpEmptyMatch:
		return &seqNode{op: seqLit}, true
	case syntax.OpCharClass, syntax.OpAnyCharNotNL, syntax.OpAnyChar:
		set, ok := seqSet(re)
		if !ok {
			return nil, false
		}
		return &seqNode{op: seqClass, set: set, min: 1, max: 1}, true
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		if re.Flags&syntax.NonGreedy != 0 {
			return nil, false
		}
		lo, hi := 0, -1
		switch re.Op {
		case syntax.OpPlus:
			lo = 1
		case syntax.OpQuest:
			hi = 1
		case syntax.OpRepeat:
			lo, hi = re.Min, re.Max
		}
		sub := re.Sub[0]
		if set, ok := seqSet(sub); ok && sub.Flags&syntax.FoldCase == 0 {
			return &seqNode{op: seqClass, set: set, min: lo, max: hi}, true
		}
		if lo == 0 && hi == 1 { // an optional part: the part or nothing
			n, ok := seqBuild(sub)
			if !ok {
				return nil, false
			}
			return &seqNode{op: seqAlt, subs: []*seqNode{n, {op: seqLit}}}, true
		}
		return nil, false
	case syntax.OpCapture:
		n, ok := seqBuild(re.Sub[0])
		if !ok {
			return nil, false
		}
		return &seqNode{op: seqCapture, cap: re.Cap, subs: []*seqNode{n}}, true
	case syntax.OpConcat, syntax.OpAlternate:
		op := seqConcat
		if re.Op == syntax.OpAlternate {
			op = seqAlt
		}
		n := &seqNode{op: op}
		for _, s := range re.Sub {
			sn, ok := seqBuild(s)
			if !ok {
				return nil, false
			}
			n.subs = append(n.subs, sn)
		}
		return n, true
	case syntax.OpEndText:
		return &seqNode{op: seqEnd}, true
	}
	return nil, false
}

// seqSet returns the bytes a one-rune regexp matches; set[utf8.RuneSelf] and up are
// all set when it matches every rune past ASCII (matched a rune at a time). A class
// with only some of them is not a byte set.
func seqSet(re *syntax.Regexp) (*[256]bool, bool) {
	var set [256]bool
	switch re.Op {
	case syntax.OpAnyCharNotNL, syntax.OpAnyChar:
		for b := range set {
			set[b] = b != '\n' || re.Op == syntax.OpAnyChar
		}
		return &set, true
	case syntax.OpLiteral:
		if len(re.Rune) != 1 || re.Rune[0] >= utf8.RuneSelf {
			return nil, false
		}
		set[re.Rune[0]] = true
		return &set, true
	case syntax.OpCharClass:
		high := false
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			for r := lo; r <= hi && r < utf8.RuneSelf; r++ {
				set[r] = true
			}
			if hi >= utf8.RuneSelf {
				if max(lo, utf8.RuneSelf) != utf8.RuneSelf || hi != utf8.MaxRune {
					return nil, false
				}
				high = true
			}
		}
		for b := utf8.RuneSelf; b < 256; b++ {
			set[b] = high
		}
		return &set, true
	}
	return nil, false
}

// first adds to set the bytes a match of n can start with, and reports whether n can
// match the empty text.
func (n *seqNode) first(set *[256]bool) (nullable bool) {
	switch n.op {
	case seqLit:
		if len(n.lit) == 0 {
			return true
		}
		set[n.lit[0]] = true
		return false
	case seqClass:
		for b, in := range n.set {
			set[b] = set[b] || in
		}
		return n.min == 0
	case seqConcat:
		for _, s := range n.subs {
			if !s.first(set) {
				return false
			}
		}
		return true
	case seqAlt:
		null := false
		for _, s := range n.subs {
			null = s.first(set) || null
		}
		return null
	case seqCapture:
		return n.subs[0].first(set)
	}
	return true // seqEnd
}

// seqDecided reports whether the next byte decides every choice in n, follow being the
// bytes that may come after n, so that matching greedily and taking the first
// alternative that matches is all the backtracker would do. (The text's end decides
// nothing a byte could not: $ follows no byte.)
func seqDecided(n *seqNode, follow *[256]bool) bool {
	switch n.op {
	case seqClass:
		if n.min != n.max {
			for b, in := range n.set {
				if in && follow[b] {
					return false
				}
			}
		}
		return true
	case seqCapture:
		return seqDecided(n.subs[0], follow)
	case seqConcat:
		for i, s := range n.subs {
			// What may follow s: the rest's first bytes, and n's follow if the rest
			// can match nothing.
			var f [256]bool
			restNull := true
			for _, t := range n.subs[i+1:] {
				if !t.first(&f) {
					restNull = false
					break
				}
			}
			if restNull {
				for b := range f {
					f[b] = f[b] || follow[b]
				}
			}
			if !seqDecided(s, &f) {
				return false
			}
		}
		return true
	case seqAlt:
		// The alternatives start with different bytes, only the last (an optional
		// part's empty one) may match nothing, and no alternative starts with what may
		// follow that empty one.
		last := n.subs[len(n.subs)-1]
		optional := last.op == seqLit && len(last.lit) == 0
		var seen [256]bool
		for _, s := range n.subs {
			var f [256]bool
			if s.first(&f) && !(optional && s == last) {
				return false
			}
			for b, in := range f {
				if in && (seen[b] || optional && follow[b]) {
					return false
				}
				seen[b] = seen[b] || in
			}
			if !seqDecided(s, follow) {
				return false
			}
		}
		return true
	}
	return true
}

// match writes the submatches of a match at the start of text into sub (of the
// regexp's size) and returns it, or nil.
func (q *seqRe) match(text []byte, sub []int) []int {
	for i := range sub {
		sub[i] = -1
	}
	end, ok := q.root.match(text, 0, sub)
	if !ok {
		return nil
	}
	sub[0], sub[1] = 0, end
	return sub
}

func (n *seqNode) match(text []byte, i int, sub []int) (int, bool) {
	switch n.op {
	case seqLit:
		if len(text)-i < len(n.lit) || string(text[i:i+len(n.lit)]) != string(n.lit) {
			return i, false
		}
		return i + len(n.lit), true
	case seqClass:
		j, count := i, 0
		for j < len(text) && (n.max < 0 || count < n.max) && n.set[text[j]] {
			if text[j] < utf8.RuneSelf {
				j++
			} else {
				// A rune past ASCII (the set has them all): counted once, as the
				// regexp counts it; an invalid byte is one U+FFFD.
				_, w := utf8.DecodeRune(text[j:])
				j += w
			}
			count++
		}
		return j, count >= n.min
	case seqConcat:
		for _, s := range n.subs {
			var ok bool
			if i, ok = s.match(text, i, sub); !ok {
				return i, false
			}
		}
		return i, true
	case seqAlt:
		for _, s := range n.subs {
			if j, ok := s.match(text, i, sub); ok {
				return j, true
			}
			clearCaps(s, sub)
		}
		return i, false
	case seqCapture:
		j, ok := n.subs[0].match(text, i, sub)
		if ok {
			sub[2*n.cap], sub[2*n.cap+1] = i, j
		}
		return j, ok
	case seqEnd:
		return i, i == len(text)
	}
	return i, false
}

// clearCaps unsets the groups inside n, which an alternative that failed part way
// may have set.
func clearCaps(n *seqNode, sub []int) {
	if n.op == seqCapture {
		sub[2*n.cap], sub[2*n.cap+1] = -1, -1
	}
	for _, s := range n.subs {
		clearCaps(s, sub)
	}
}

// find returns the submatches of the pattern's regexp in text (written into sub, of
// at least nsub, when it runs without the engine), or nil: also when it has none.
func (c *compiled) find(text []byte, sub []int) []int {
	if c.heads != nil && (len(text) == 0 || !c.heads[text[0]]) {
		return nil
	}
	switch {
	case c.seq != nil:
		return c.seq.match(text, sub[:c.nsub])
	case c.re != nil:
		return c.re.FindSubmatchIndex(text)
	}
	return nil
}

// headBytes returns the bytes a match of re, anchored at the start of the text, can
// start with, or nil when it may be any or match the empty text: a line that starts
// otherwise is turned away without running the regexp.
func headBytes(re *syntax.Regexp) *[256]bool {
	if re.Op != syntax.OpConcat || len(re.Sub) < 2 || re.Sub[0].Op != syntax.OpBeginText {
		return nil
	}
	var set [256]bool
	null, ok := addFirst(&set, &syntax.Regexp{Op: syntax.OpConcat, Sub: re.Sub[1:]})
	if null || !ok {
		return nil
	}
	return &set
}

// addFirst adds to set the bytes a non-empty match of re can start with, and reports
// whether re can match the empty text; ok is false when any byte may start it.
func addFirst(set *[256]bool, re *syntax.Regexp) (nullable, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return true, true
		}
		addRune(set, re.Rune[0], re.Flags&syntax.FoldCase != 0)
		return false, true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1] && r < utf8.RuneSelf; r++ {
				set[r] = true
			}
			if re.Rune[i+1] >= utf8.RuneSelf {
				addRune(set, utf8.RuneSelf, false)
			}
		}
		return false, true
	case syntax.OpCapture, syntax.OpPlus:
		return addFirst(set, re.Sub[0])
	case syntax.OpStar, syntax.OpQuest:
		_, ok := addFirst(set, re.Sub[0])
		return true, ok
	case syntax.OpRepeat:
		null, ok := addFirst(set, re.Sub[0])
		return null || re.Min == 0, ok
	case syntax.OpAlternate:
		null := false
		for _, sub := range re.Sub {
			n, ok := addFirst(set, sub)
			if !ok {
				return false, false
			}
			null = null || n
		}
		return null, true
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			n, ok := addFirst(set, sub)
			if !ok {
				return false, false
			}
			if !n {
				return false, true
			}
		}
		return true, true
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true, true // empty, as far as the first byte goes
	case syntax.OpNoMatch:
		return false, true
	}
	return false, false // any character
}
