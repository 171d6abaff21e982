package known

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Set is a compiled list of formats, safe for concurrent use by many readers.
type Set struct {
	formats  []Format
	pats     []compiled // every pattern, in priority order
	byLit    [][]int32  // literal id -> indexes into pats, ascending
	ac       matcher
	generic  []bool // per format: Guess
	maxBlock int
}

type compiled struct {
	format int
	p      *Pattern
	lit    []byte
	re     *regexp.Regexp
	reject *regexp.Regexp
	groups [nGroups]int // submatch index of each named group, 0 when absent
	lazy   bool         // a placed test start or pass: no regexp until a name is needed
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
	nGroups
)

// groupNames lists the named groups in the order of their constants.
func groupNames() [nGroups]string {
	return [nGroups]string{"file", "line", "col", "msg", "test", "key", "kind", "name", "status",
		"passed", "failed", "skipped", "total", "errors", "warnings", "dur", "durms"}
}

// Compile checks and compiles every pattern once. Each pattern must have a literal
// gate and a regexp that does not start with ".*" (the gate would then cost more than
// it saves).
func Compile(formats []Format) (*Set, error) {
	s := &Set{formats: formats, maxBlock: 40}
	litID := map[string]int32{}
	var lits []string
	names := map[string]bool{}
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
		for pi := range f.Patterns {
			p := &f.Patterns[pi]
			if p.Literal == "" {
				return nil, fmt.Errorf("known: %s pattern %d: no literal gate", f.Name, pi)
			}
			if strings.HasPrefix(p.Re, ".*") {
				return nil, fmt.Errorf("known: %s pattern %d: starts with .*", f.Name, pi)
			}
			c := compiled{format: fi, p: p, lit: []byte(p.Literal)}
			if p.Re != "" {
				re, err := regexp.Compile(p.Re)
				if err != nil {
					return nil, fmt.Errorf("known: %s pattern %d: %w", f.Name, pi, err)
				}
				c.re = re
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
			c.lazy = p.Pos != Anywhere && c.re != nil && (p.Role == RoleTestStart || p.Role == RoleTestPass) &&
				p.Section == "" && !p.Close && p.Verdict == ""
			if p.Reject != "" {
				if c.reject, err = regexp.Compile(p.Reject); err != nil {
					return nil, fmt.Errorf("known: %s pattern %d reject: %w", f.Name, pi, err)
				}
			}
			lit := strings.ToLower(p.Literal)
			id, ok := litID[lit]
			if !ok {
				id = int32(len(lits))
				litID[lit] = id
				lits = append(lits, lit)
				s.byLit = append(s.byLit, nil)
			}
			s.byLit[id] = append(s.byLit[id], int32(len(s.pats)))
			s.pats = append(s.pats, c)
		}
	}
	for _, l := range s.byLit {
		sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
	}
	s.ac = newMatcher(lits)
	return s, nil
}

// Formats returns the formats the set was compiled from.
func (s *Set) Formats() []Format { return s.formats }

// matcher finds every literal in a line in one pass, ignoring ASCII case: an
// Aho-Corasick automaton as a full DFA over byte classes. (A hashed 4-byte bloom
// prefilter measured slower here: build logs are dense in literal hits.)
type matcher struct {
	class  [256]uint8
	nclass int
	next   []int32   // row + class -> row of the next state (state*nclass), negated where a literal ends
	out    [][]int32 // state -> literal ids ending here (with suffixes)
}

func fold(b byte) byte {
	if b >= 'A' && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

func newMatcher(lits []string) matcher {
	var m matcher
	// Class 0 is every byte that occurs in no literal.
	for _, l := range lits {
		for i := 0; i < len(l); i++ {
			b := l[i]
			if m.class[b] == 0 {
				m.nclass++
				m.class[b] = uint8(m.nclass)
			}
		}
	}
	m.nclass++
	for c := 'A'; c <= 'Z'; c++ {
		m.class[c] = m.class[fold(byte(c))]
	}
	type node struct {
		child map[uint8]int32
		fail  int32
		out   []int32
	}
	nodes := []node{{child: map[uint8]int32{}}}
	for id, l := range lits {
		cur := int32(0)
		for i := 0; i < len(l); i++ {
			c := m.class[l[i]]
			nx, ok := nodes[cur].child[c]
			if !ok {
				nx = int32(len(nodes))
				nodes = append(nodes, node{child: map[uint8]int32{}})
				nodes[cur].child[c] = nx
			}
			cur = nx
		}
		nodes[cur].out = append(nodes[cur].out, int32(id))
	}
	next := make([]int32, len(nodes)*m.nclass)
	var queue []int32
	for c := 0; c < m.nclass; c++ {
		if nx, ok := nodes[0].child[uint8(c)]; ok {
			next[c] = nx
			queue = append(queue, nx)
		}
	}
	for len(queue) > 0 {
		st := queue[0]
		queue = queue[1:]
		f := nodes[st].fail
		nodes[st].out = append(nodes[st].out, nodes[f].out...)
		for c := 0; c < m.nclass; c++ {
			if nx, ok := nodes[st].child[uint8(c)]; ok {
				nodes[nx].fail = next[int(f)*m.nclass+c]
				next[int(st)*m.nclass+c] = nx
				queue = append(queue, nx)
			} else {
				next[int(st)*m.nclass+c] = next[int(f)*m.nclass+c]
			}
		}
	}
	m.out = make([][]int32, len(nodes))
	for i := range nodes {
		m.out[i] = nodes[i].out
	}
	// Store rows, negated where a literal ends: one load per byte.
	m.next = make([]int32, len(next))
	for i, st := range next {
		m.next[i] = st * int32(m.nclass)
		if len(nodes[st].out) > 0 {
			m.next[i] = -m.next[i]
		}
	}
	return m
}

// scan appends to dst the ids of the literals found in line (with repeats).
func (m *matcher) scan(dst []int32, line []byte) []int32 {
	row := int32(0)
	next, class := m.next, &m.class
	for _, b := range line {
		row = next[row+int32(class[b])]
		if row < 0 {
			row = -row
			dst = append(dst, m.out[int(row)/m.nclass]...)
		}
	}
	return dst
}
