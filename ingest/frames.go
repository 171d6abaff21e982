package ingest

import "bytes"

// HeldFrame is a decoded frame kept until Release, so that the rows Lines hands out stay
// valid after it returns: a reader that works on a frame's lines on one goroutine and
// reads them in order on another needs no copy of them.
type HeldFrame struct {
	log   *Log
	index int
	raw   []byte
}

// Hold decodes the frame and keeps it until Release.
func (f *FrameReader) Hold() (*HeldFrame, error) {
	raw, err := f.log.decode(f.index)
	if err != nil {
		return nil, err
	}
	return &HeldFrame{log: f.log, index: f.index, raw: raw}, nil
}

// Lines calls fn for each line that starts in the frame, as FrameReader.Lines does; the
// rows stay valid until Release.
func (h *HeldFrame) Lines(fn func(Row) error) error { return h.log.linesOf(h.index, h.raw, fn) }

// Release gives the frame's memory back.
func (h *HeldFrame) Release() {
	h.log.release(h.raw)
	h.raw = nil
}

// RowSplitter turns the frames a Tap is handed, in order, back into the rows a stored
// Log gives: the same numbers, the same cap on a long line's text. A line longer than a
// frame is carried over (its text capped) and given whole once its LF arrives.
type RowSplitter struct {
	carry     []byte
	carrySize int64
	carryLine int
	carrying  bool
}

// Frame splits one frame. lead is the carried line the frame ends, if any (its text is
// the splitter's own copy); body holds the frame's whole lines, starting at line
// bodyLine: EachRow reads them.
func (s *RowSplitter) Frame(raw []byte, line int, cont bool) (lead []Row, body []byte, bodyLine int) {
	body, bodyLine = raw, line
	if cont && s.carrying {
		j := bytes.IndexByte(raw, '\n')
		if j < 0 {
			s.add(raw)
			return nil, nil, 0
		}
		s.add(raw[:j])
		lead = []Row{s.take()}
		body, bodyLine = raw[j+1:], line+1
	}
	if len(body) > 0 && body[len(body)-1] != '\n' {
		i := bytes.LastIndexByte(body, '\n') + 1
		s.carrying, s.carryLine, s.carrySize = true, bodyLine+bytes.Count(body[:i], []byte{'\n'}), 0
		s.carry = s.carry[:0]
		s.add(body[i:])
		body = body[:i]
	}
	return lead, body, bodyLine
}

// End returns the log's last line when it has no LF.
func (s *RowSplitter) End() []Row {
	if !s.carrying {
		return nil
	}
	return []Row{s.take()}
}

func (s *RowSplitter) add(part []byte) {
	if room := MaxLineBytes - len(s.carry); room > 0 {
		s.carry = append(s.carry, part[:min(room, len(part))]...)
	}
	s.carrySize += int64(len(part))
}

func (s *RowSplitter) take() Row {
	r := Row{N: s.carryLine, Text: append([]byte(nil), s.carry...), Size: s.carrySize, Partial: s.carrySize > MaxLineBytes}
	s.carrying, s.carry = false, s.carry[:0]
	return r
}

// EachRow calls fn for each line of body, whole lines that start at line `line`, as a
// stored Log gives them.
func EachRow(body []byte, line int, fn func(Row)) {
	for len(body) > 0 {
		j := bytes.IndexByte(body, '\n')
		if j < 0 {
			j = len(body)
		}
		text := body[:j]
		fn(Row{N: line, Text: capLine(text), Size: int64(len(text)), Partial: len(text) > MaxLineBytes})
		line++
		body = body[min(j+1, len(body)):]
	}
}
