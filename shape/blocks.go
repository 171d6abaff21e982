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
	depth    int
	inStr    bool
	esc      bool
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
	t := bytes.TrimSpace(text)
	if b.start == 0 {
		if len(t) == 0 || (t[0] != '{' && t[0] != '[') {
			return
		}
		b.start, b.depth, b.inStr, b.esc, b.buf = n, 0, false, false, b.buf[:0]
	}
	if len(b.buf)+len(t)+1 > b.maxBytes {
		b.start = 0
		return
	}
	b.buf = append(b.buf, t...)
	b.buf = append(b.buf, '\n')
	for _, c := range t {
		switch {
		case b.inStr:
			switch {
			case b.esc:
				b.esc = false
			case c == '\\':
				b.esc = true
			case c == '"':
				b.inStr = false
			}
		case c == '"':
			b.inStr = true
		case c == '{' || c == '[':
			b.depth++
		case c == '}' || c == ']':
			b.depth--
		}
	}
	switch {
	case b.depth < 0:
		b.start = 0
	case b.depth == 0 && !b.inStr:
		if n > b.start && len(b.found) < 1000 && json.Valid(b.buf) {
			b.found = append(b.found, ingest.Span{From: b.start, To: n})
		}
		b.start = 0
	}
}

// Result returns the blocks found so far.
func (b *Blocks) Result() []ingest.Span { return append([]ingest.Span(nil), b.found...) }
