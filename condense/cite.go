package condense

import (
	"regexp"
	"slices"
	"strconv"

	"github.com/wisptriage/wisptriage/ingest"
)

// citeRE matches the citations the prompts ask for: L123, L120-130, L120–L130.
var citeRE = regexp.MustCompile(`\bL(\d+)(?:\s?[-–—]\s?L?(\d+))?\b`)

// droppedMark stands where a citation was dropped, so that the answer never points at a
// line that was not shown.
const droppedMark = "[dropped citation]"

// checkCitations keeps the citations of an answer that lie within the spans the call was
// shown (and within the log's lines), and replaces the others with droppedMark. It
// returns the answer, the spans kept, and how many it dropped.
func checkCitations(answer string, shown []ingest.Span, logLines int) (string, []ingest.Span, int) {
	ms := citeRE.FindAllStringSubmatchIndex(answer, -1)
	if ms == nil {
		return answer, nil, 0
	}
	var out []byte
	var kept []ingest.Span
	dropped, last := 0, 0
	for _, m := range ms {
		from, err1 := strconv.Atoi(answer[m[2]:m[3]])
		to, err2 := from, error(nil)
		if m[4] >= 0 {
			to, err2 = strconv.Atoi(answer[m[4]:m[5]])
		}
		s := ingest.Span{From: from, To: to}
		ok := err1 == nil && err2 == nil && from >= 1 && to >= from && to <= logLines && within(s, shown)
		if ok {
			kept = append(kept, s)
			continue
		}
		out = append(out, answer[last:m[0]]...)
		out = append(out, droppedMark...)
		last = m[1]
		dropped++
	}
	if dropped == 0 {
		return answer, kept, 0
	}
	return string(append(out, answer[last:]...)), kept, dropped
}

// within reports whether s lies wholly inside one of the spans.
func within(s ingest.Span, spans []ingest.Span) bool {
	for _, sp := range spans {
		if s.From >= sp.From && s.To <= sp.To {
			return true
		}
	}
	return false
}

// mergeSpans sorts spans and merges those that overlap or touch.
func mergeSpans(spans []ingest.Span) []ingest.Span {
	if len(spans) == 0 {
		return []ingest.Span{}
	}
	s := slices.Clone(spans)
	slices.SortFunc(s, func(a, b ingest.Span) int {
		if a.From != b.From {
			return a.From - b.From
		}
		return a.To - b.To
	})
	out := s[:1]
	for _, sp := range s[1:] {
		lastp := &out[len(out)-1]
		if sp.From <= lastp.To+1 {
			lastp.To = max(lastp.To, sp.To)
			continue
		}
		out = append(out, sp)
	}
	return out
}
