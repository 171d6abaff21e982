package ingest

import (
	"fmt"
	"strings"
)

// Span is a 1-based, inclusive range of lines of a stored log. Line numbers count LF
// alone, as `sed -n` does, so any citation can be checked against the original file.
type Span struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// Line returns the span of the single line n.
func Line(n int) Span { return Span{From: n, To: n} }

// Len is the number of lines in the span (0 for an empty span).
func (s Span) Len() int {
	if s.To < s.From {
		return 0
	}
	return s.To - s.From + 1
}

// Contains reports whether line n lies in the span.
func (s Span) Contains(n int) bool { return n >= s.From && n <= s.To }

// String renders a citation: "L154" for one line, "L40-52" for a range.
func (s Span) String() string {
	if s.To <= s.From {
		return fmt.Sprintf("L%d", s.From)
	}
	return fmt.Sprintf("L%d-%d", s.From, s.To)
}

// Cite renders a list of spans as citations separated by ", ".
func Cite(spans []Span) string {
	parts := make([]string, len(spans))
	for i, s := range spans {
		parts[i] = s.String()
	}
	return strings.Join(parts, ", ")
}
