package shape

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/wisptriage/wisptriage/digest"
	"github.com/wisptriage/wisptriage/ingest"
)

// Options bound an outline. The zero value means the documented defaults.
type Options struct {
	MaxDepth       int   // nesting levels outlined (default 8); deeper values are counted only
	MaxKeys        int   // keys outlined per object (default 64); more are counted
	MaxSamples     int   // sample values kept per field (default 3)
	MaxSampleBytes int   // bytes of one sample (default 80)
	LargeItems     int   // an array or object with at least this many items is large (default 100)
	MaxLarge       int   // large regions reported (default 20)
	MaxStringBytes int64 // bytes of one string or bare token kept (default 1 MiB); see OutlineJSON
	MaxFields      int   // JSON Lines: fields tracked (default 256)
	// Digest configures the miner of a JSON Lines stream's messages.
	Digest digest.Options
}

func (o Options) withDefaults() Options {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.MaxDepth, 8)
	def(&o.MaxKeys, 64)
	def(&o.MaxSamples, 3)
	def(&o.MaxSampleBytes, 80)
	def(&o.LargeItems, 100)
	def(&o.MaxLarge, 20)
	def(&o.MaxFields, 256)
	if o.MaxStringBytes <= 0 {
		o.MaxStringBytes = 1 << 20
	}
	return o
}

// Node is the outline of the values found at one path of a document.
type Node struct {
	Path      string         `json:"path"`            // "$", "$.dependencies", "$.results[]"
	Types     map[string]int `json:"types"`           // object, array, string, number, bool, null
	Count     int            `json:"count"`           // values seen at this path
	Line      int            `json:"line"`            // the line of the first one
	MaxLen    int            `json:"max_len"`         // the most items of an array or keys of an object
	Items     int            `json:"items,omitempty"` // array elements or object keys, summed
	Samples   []string       `json:"samples,omitempty"`
	MoreKeys  int            `json:"more_keys,omitempty"` // keys past MaxKeys, not outlined
	Truncated bool           `json:"truncated,omitempty"` // nesting past MaxDepth, not outlined
	Children  []*Node        `json:"children,omitempty"`  // keys in first-seen order; "[]" for elements
	index     map[string]*Node
}

// Type names the node's type, or "mixed" when its values differ.
func (n *Node) Type() string {
	if len(n.Types) == 1 {
		for t := range n.Types {
			return t
		}
	}
	if len(n.Types) == 0 {
		return "none"
	}
	ts := make([]string, 0, len(n.Types))
	for t := range n.Types {
		ts = append(ts, t)
	}
	sort.Strings(ts)
	return strings.Join(ts, "|")
}

// Region is a large array or object, or a long string, and the lines it spans.
type Region struct {
	Path  string      `json:"path"`
	Kind  string      `json:"kind"`  // array, object or string
	Items int         `json:"items"` // elements, keys, or bytes of a string
	Span  ingest.Span `json:"span"`
}

// PosError says where parsing stopped.
type PosError struct {
	Line, Column int   // 1-based, as an editor counts (bytes, not characters)
	Offset       int64 // bytes from the start of the input
	Err          error
}

func (e *PosError) Error() string {
	return fmt.Sprintf("line %d:%d: %v", e.Line, e.Column, e.Err)
}

func (e *PosError) Unwrap() error { return e.Err }

// Outline is the streamed shape of a JSON document.
type Outline struct {
	Root   *Node     `json:"root"`
	Values int       `json:"values"` // top-level values (more than one in a JSON stream)
	Lines  int       `json:"lines"`
	Bytes  int64     `json:"bytes"`
	Large  []Region  `json:"large,omitempty"` // the largest first
	Err    *PosError `json:"error,omitempty"` // where parsing stopped; the outline covers what came before
}

// frame is an open array or object.
type frame struct {
	node   *Node // nil past MaxDepth
	array  bool
	items  int
	line   int
	key    string
	expect bool // an object expects a key next
	path   string
}

// OutlineJSON streams a JSON document (or a stream of them) and outlines it: keys, value
// types, array lengths, a few samples, and where the large arrays and objects are.
// Memory is bounded by the options, not by the input: nesting past MaxDepth is counted,
// not outlined, and a string longer than MaxStringBytes is cut there before the decoder
// sees it (a Region says where it was), so a 50 MiB string costs 1 MiB. A bare token
// (a number) longer than that is an error. Invalid or truncated input returns the
// outline of what came before and a *PosError saying where parsing stopped.
func OutlineJSON(ctx context.Context, r io.Reader, opt Options) (Outline, error) {
	opt = opt.withDefaults()
	f := &filter{r: r, max: opt.MaxStringBytes, lastLF: -1, line: 1, origLine: 1}
	dec := json.NewDecoder(f)
	dec.UseNumber()
	o := Outline{Root: &Node{Path: "$"}}
	var stack []frame
	var large []Region
	for i := 0; ; i++ {
		if i&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return o.finish(f, large, opt), err
			}
		}
		tok, err := dec.Token()
		if err == io.EOF {
			if len(stack) > 0 {
				err = io.ErrUnexpectedEOF
			} else {
				break
			}
		}
		if err != nil {
			off := f.off
			var se *json.SyntaxError
			if errors.As(err, &se) {
				// SyntaxError.Offset counts only the bytes the decoder's scanner saw, not
				// the ones Token read itself: find the bad byte after the last token.
				off = dec.InputOffset() + badByte(dec.Buffered())
			}
			line, col := f.position(off)
			o.Err = &PosError{Line: line, Column: col, Offset: f.origOffset(off), Err: err}
			return o.finish(f, large, opt), o.Err
		}
		end := dec.InputOffset()
		line, _ := f.position(end - 1)
		// The node this value goes to.
		var node *Node
		var path string
		if len(stack) == 0 {
			node, path = o.Root, "$"
			o.Values++
		} else {
			top := &stack[len(stack)-1]
			if !top.array && top.expect {
				if d, ok := tok.(json.Delim); ok && d == '}' {
					// an empty object or the end after a value: handled below
				} else {
					key, _ := tok.(string)
					top.key, top.expect = key, false
					continue
				}
			}
			if d, ok := tok.(json.Delim); !ok || d == '{' || d == '[' {
				top.items++
				if top.node != nil { // past MaxDepth no path is built: it would grow with depth
					path = childPath(top.path, top.array, top.key)
					node = top.node.child(childName(top.array, top.key), path, opt, len(stack))
				}
				if !top.array {
					top.expect = true
				}
			}
		}
		switch v := tok.(type) {
		case json.Delim:
			switch v {
			case '{', '[':
				kind := "object"
				if v == '[' {
					kind = "array"
				}
				if node != nil {
					node.seen(kind, line)
					if len(stack)+1 > opt.MaxDepth {
						node.Truncated = true
						node = nil
					}
				}
				stack = append(stack, frame{node: node, array: v == '[', line: line, expect: v == '{', path: path})
			case '}', ']':
				top := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if top.node != nil {
					if top.items > top.node.MaxLen {
						top.node.MaxLen = top.items
					}
					top.node.Items += top.items
				}
				if top.items >= opt.LargeItems {
					kind := "object"
					if top.array {
						kind = "array"
					}
					large = addLarge(large, Region{Path: top.path, Kind: kind, Items: top.items, Span: ingest.Span{From: top.line, To: line}}, opt.MaxLarge)
				}
			}
		default:
			if node != nil {
				node.scalar(v, line, opt)
			}
		}
	}
	return o.finish(f, large, opt), nil
}

func (o Outline) finish(f *filter, large []Region, opt Options) Outline {
	for _, s := range f.long {
		large = addLarge(large, s, opt.MaxLarge)
	}
	sort.SliceStable(large, func(i, j int) bool { return large[i].Items > large[j].Items })
	o.Large = large
	o.Lines = f.origLine
	if f.origLast == '\n' || f.origOff == 0 {
		o.Lines-- // a trailing LF ends the last line; it does not start one
	}
	o.Bytes = f.origOff
	return o
}

// addLarge keeps the max largest regions.
func addLarge(rs []Region, r Region, max int) []Region {
	if len(rs) < max {
		return append(rs, r)
	}
	small := 0
	for i := range rs {
		if rs[i].Items < rs[small].Items {
			small = i
		}
	}
	if r.Items > rs[small].Items {
		rs[small] = r
	}
	return rs
}

func childName(array bool, key string) string {
	if array {
		return "[]"
	}
	return key
}

func childPath(parent string, array bool, key string) string {
	if array {
		return parent + "[]"
	}
	if isIdentKey(key) {
		return parent + "." + key
	}
	return parent + "[" + strconv.Quote(key) + "]"
}

func isIdentKey(k string) bool {
	if k == "" || len(k) > 64 {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !(c == '_' || c == '-' || c == '@' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// child returns the node of a key or of an array's elements, creating it within MaxKeys.
func (n *Node) child(name, path string, opt Options, depth int) *Node {
	if c, ok := n.index[name]; ok {
		return c
	}
	if len(n.Children) >= opt.MaxKeys {
		n.MoreKeys++
		return nil
	}
	if n.index == nil {
		n.index = make(map[string]*Node)
	}
	c := &Node{Path: path}
	n.index[name] = c
	n.Children = append(n.Children, c)
	return c
}

func (n *Node) seen(kind string, line int) {
	if n.Types == nil {
		n.Types = make(map[string]int, 1)
	}
	n.Types[kind]++
	n.Count++
	if n.Line == 0 {
		n.Line = line
	}
}

func (n *Node) scalar(v any, line int, opt Options) {
	var kind, text string
	switch x := v.(type) {
	case string:
		kind, text = "string", strconv.Quote(clip(x, opt.MaxSampleBytes))
	case json.Number:
		kind, text = "number", clip(string(x), opt.MaxSampleBytes)
	case bool:
		kind, text = "bool", strconv.FormatBool(x)
	case nil:
		kind, text = "null", "null"
	}
	n.seen(kind, line)
	if len(n.Samples) >= opt.MaxSamples {
		return
	}
	for _, s := range n.Samples {
		if s == text {
			return
		}
	}
	n.Samples = append(n.Samples, text)
}

// clip cuts s to at most max bytes at a character boundary, marking the cut.
func clip(s string, max int) string {
	if len(s) <= max {
		return s
	}
	k := max
	for k > 0 && !utf8.RuneStart(s[k]) {
		k--
	}
	return s[:k] + "…"
}

// filter sits between the input and the decoder. It cuts strings longer than max (the
// decoder buffers a whole token), fails on a bare token longer than max, and remembers
// where the LFs are so that decoder offsets map to lines.
type filter struct {
	r   io.Reader
	max int64

	inStr, esc, skipping bool
	strLen, run          int64
	strLine              int
	strSkipped           int64

	off      int64   // bytes given to the decoder
	lfs      []int64 // decoder offsets of LFs not yet passed by position
	lfHead   int
	line     int   // the line at the position cursor
	lastLF   int64 // decoder offset of the last LF passed
	cuts     []cut // where bytes were dropped since the last LF passed
	pruned   int64 // bytes dropped before those
	origOff  int64
	origLine int
	origLast byte
	long     []Region
	err      error
}

type cut struct{ at, dropped int64 } // after decoder offset at, dropped bytes were skipped

func (f *filter) Read(p []byte) (int, error) {
	if f.err != nil {
		return 0, f.err // sticky: the decoder may drop an error returned with data
	}
	for {
		n, err := f.r.Read(p)
		w := 0
		for i := 0; i < n; i++ {
			c := p[i]
			f.origOff++
			f.origLast = c
			if c == '\n' {
				f.origLine++
			}
			if f.inStr {
				if f.skipping {
					switch {
					case f.esc:
						f.esc = false
						f.strSkipped++
						continue
					case c == '\\':
						f.esc = true
						f.strSkipped++
						continue
					case c == '"':
						f.inStr, f.skipping = false, false
						f.cuts = append(f.cuts, cut{at: f.off, dropped: f.strSkipped})
						if len(f.long) < 64 {
							f.long = append(f.long, Region{Path: "(string)", Kind: "string", Items: int(f.strLen + f.strSkipped), Span: ingest.Span{From: f.strLine, To: f.origLine}})
						}
					case c == '\n':
						// A raw LF is invalid in a string: pass it, so the decoder fails here.
						f.skipping = false
						f.cuts = append(f.cuts, cut{at: f.off, dropped: f.strSkipped})
					default:
						f.strSkipped++
						continue
					}
				} else {
					f.strLen++
					switch {
					case f.esc:
						f.esc = false
					case c == '\\':
						f.esc = true
					case c == '"':
						f.inStr = false
					}
					if f.inStr && !f.esc && f.strLen >= f.max {
						f.skipping, f.strSkipped = true, 0
					}
				}
			} else if c == '"' {
				f.inStr, f.strLen, f.strLine, f.run = true, 0, f.origLine, 0
			} else if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ':' || c == '[' || c == ']' || c == '{' || c == '}' {
				f.run = 0
			} else if f.run++; f.run > f.max {
				f.err = fmt.Errorf("a bare token longer than %d bytes", f.max)
				return w, f.err
			}
			p[w] = c
			w++
			if c == '\n' {
				f.lfs = append(f.lfs, f.off)
			}
			f.off++
		}
		if w > 0 || err != nil {
			return w, err
		}
	}
}

// position maps a decoder offset (queried in increasing order) to a 1-based line and
// column of the original input.
func (f *filter) position(off int64) (int, int) {
	for f.lfHead < len(f.lfs) && f.lfs[f.lfHead] < off {
		f.lastLF = f.lfs[f.lfHead]
		f.line++
		f.lfHead++
	}
	if f.lfHead > 1024 && f.lfHead*2 > len(f.lfs) {
		f.lfs = append(f.lfs[:0], f.lfs[f.lfHead:]...)
		f.lfHead = 0
	}
	keep := f.cuts[:0]
	for _, c := range f.cuts {
		if c.at <= f.lastLF {
			f.pruned += c.dropped
		} else {
			keep = append(keep, c)
		}
	}
	f.cuts = keep
	col := off - f.lastLF
	for _, c := range f.cuts { // bytes dropped inside long strings on this line
		if c.at > f.lastLF && c.at <= off {
			col += c.dropped
		}
	}
	if col < 1 {
		col = 1
	}
	return f.line, int(col)
}

// origOffset maps a decoder offset back to an offset of the input.
func (f *filter) origOffset(off int64) int64 {
	off += f.pruned
	for _, c := range f.cuts {
		if c.at <= off {
			off += c.dropped
		}
	}
	return off
}

// badByte returns the offset, in what the decoder holds after its last good token, of the
// byte a syntax error is at: past blanks and one separator, then inside a literal,
// number or string, the first byte that does not fit.
func badByte(r io.Reader) int64 {
	buf := make([]byte, 4096)
	n, _ := io.ReadFull(r, buf)
	b := buf[:n]
	i := 0
	skip := func() {
		for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
			i++
		}
	}
	skip()
	if i < len(b) && (b[i] == ',' || b[i] == ':') {
		i++
		skip()
	}
	if i >= len(b) {
		return int64(i)
	}
	switch c := b[i]; {
	case c == 't' || c == 'f' || c == 'n':
		want := map[byte]string{'t': "true", 'f': "false", 'n': "null"}[c]
		for k := 0; k < len(want) && i < len(b); k, i = k+1, i+1 {
			if b[i] != want[k] {
				return int64(i)
			}
		}
	case c == '-' || c >= '0' && c <= '9':
		for i < len(b) && (b[i] == '-' || b[i] == '+' || b[i] == '.' || b[i] == 'e' || b[i] == 'E' || b[i] >= '0' && b[i] <= '9') {
			i++
		}
	case c == '"':
		for i++; i < len(b); i++ {
			switch {
			case b[i] < 0x20:
				return int64(i)
			case b[i] == '\\':
				i++
				if i < len(b) && !strings.ContainsRune(`"\\/bfnrtu`, rune(b[i])) {
					return int64(i)
				}
			case b[i] == '"':
				return int64(i + 1)
			}
		}
	}
	return int64(min(i, len(b)))
}
