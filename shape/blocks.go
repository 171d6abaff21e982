package shape

import (
	"bytes"
	"encoding/json"

	"github.com/wisptriage/wisptriage/ingest"
)

// Blocks finds the JSON documents inside a mixed log (a CI job that prints a JSON report,
// a tool's --json output between other lines): line ranges of two lines or more that are
// one valid JSON object or array. One-line objects are JSON Lines, not blocks.
type Blocks struct {
	maxBytes int
	start    int // first line of the open block, 0 when none
	st       blockState
	buf      []byte
	found    []ingest.Span
}

// NewBlocks returns a finder that gives up on a block larger than maxBytes (default 8 MiB
// when maxBytes <= 0), so its memory stays bounded.
func NewBlocks(maxBytes int) *Blocks {
	if maxBytes <= 0 {
		maxBytes = 8 << 20
	}
	return &Blocks{maxBytes: maxBytes}
}

// Line reads line n. text is valid only during the call.
func (b *Blocks) Line(n int, text []byte) {
	if b.start == 0 {
		// Most lines open nothing: their first byte says so, with no trimming.
		i := 0
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		if i == len(text) || text[i] != '{' && text[i] != '[' {
			return
		}
	}
	t := bytes.TrimSpace(text)
	if b.start == 0 {
		if len(t) == 0 || (t[0] != '{' && t[0] != '[') {
			return
		}
		// A line that closes what it opens is one line ("[ 22%] Building", a JSON Lines
		// object), never a block: it is turned away before anything is copied.
		st := blockState{}
		if st.scan(t) <= 0 {
			return
		}
		b.start, b.st, b.buf = n, st, append(b.buf[:0], t...)
		b.buf = append(b.buf, '\n')
		return
	}
	if len(b.buf)+len(t)+1 > b.maxBytes {
		b.start = 0
		return
	}
	b.buf = append(b.buf, t...)
	b.buf = append(b.buf, '\n')
	switch depth := b.st.scan(t); {
	case depth < 0:
		b.start = 0
	case depth == 0 && !b.st.inStr:
		if len(b.found) < 1000 && json.Valid(b.buf) {
			b.found = append(b.found, ingest.Span{From: b.start, To: n})
		}
		b.start = 0
	}
}

// blockState follows brackets outside strings.
type blockState struct {
	depth int
	inStr bool
	esc   bool
}

// scan reads t and returns the depth where it stops: at the end of t, or where the
// depth first falls to 0 or below after the document opened.
func (st *blockState) scan(t []byte) int {
	for _, c := range t {
		switch {
		case st.inStr:
			switch {
			case st.esc:
				st.esc = false
			case c == '\\':
				st.esc = true
			case c == '"':
				st.inStr = false
			}
		case c == '"':
			st.inStr = true
		case c == '{' || c == '[':
			st.depth++
		case c == '}' || c == ']':
			st.depth--
			if st.depth <= 0 {
				return st.depth
			}
		}
	}
	return st.depth
}

// Result returns the blocks found so far.
func (b *Blocks) Result() []ingest.Span { return append([]ingest.Span(nil), b.found...) }
