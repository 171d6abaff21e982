package notable

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/wisptriage/wisptriage/known"

	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/shape"
)

// jsonKindOf tells a JSON document or a JSON Lines stream from its first 64 KiB.
func jsonKindOf(ctx context.Context, log *ingest.Log) (string, error) {
	head, err := log.Head(ctx, jsonSniffBytes)
	if err != nil {
		return "", err
	}
	return jsonKindOfText(joinRows(head)), nil
}

// joinRows is the rows' text, each with its LF.
func joinRows(rows []ingest.Row) []byte {
	var b []byte
	for _, r := range rows {
		b = append(append(b, r.Text...), '\n')
	}
	return b
}

// jsonKindOfText tells a JSON document or a JSON Lines stream from a log's first bytes:
// KindJSON, KindJSONL or "". A test runner's JSON events (go test -json) are "": the
// failure formats read them, as they read the runner's text.
func jsonKindOfText(prefix []byte) string {
	switch shape.Detect(prefix) {
	case shape.KindJSON:
		return KindJSON
	case shape.KindJSONLines:
		if testEvents(prefix) {
			return ""
		}
		return KindJSONL
	}
	return ""
}

// testEvents reports whether most of the lines are go test -json (test2json) events.
func testEvents(prefix []byte) bool {
	events, lines := 0, 0
	for len(prefix) > 0 {
		line := prefix
		if i := bytes.IndexByte(prefix, '\n'); i >= 0 {
			line, prefix = prefix[:i], prefix[i+1:]
		} else {
			prefix = nil
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		lines++
		if known.GoTestEvent(line) && bytes.Contains(line, []byte(`"Action":"`)) {
			events++
		}
	}
	return lines > 0 && events*2 >= lines
}

// summarizeJSON outlines a JSON document; where parsing stopped is a point of its own.
func summarizeJSON(ctx context.Context, log *ingest.Log, s Summary) (Summary, error) {
	s.Kind = KindJSON
	s.Outcome = "unknown"
	r := log.Reader(ctx)
	defer r.Close()
	out, err := shape.OutlineJSON(ctx, r, shape.Options{})
	var pe *shape.PosError
	if err != nil && !errors.As(err, &pe) {
		return s, err
	}
	s.Outline = &out
	if out.Err != nil {
		s.Points = append(s.Points, Point{Text: fmt.Sprintf("the JSON is not valid: parsing stopped at line %d, column %d: %v; the outline covers what came before",
			out.Err.Line, out.Err.Column, out.Err.Err), Spans: []ingest.Span{ingest.Line(out.Err.Line)}})
	}
	for i, rg := range out.Large {
		if i == 10 {
			break
		}
		s.Points = append(s.Points, Point{Text: fmt.Sprintf("large %s at %s: %s items", rg.Kind, rg.Path, ingest.Thousands(rg.Items)),
			Spans: []ingest.Span{rg.Span}})
	}
	return s, nil
}

// summarizeJSONLines outlines a JSON Lines stream: its fields, its levels, and its
// messages mined for what is rare or severe.
func summarizeJSONLines(ctx context.Context, log *ingest.Log, s Summary, o Options) (Summary, error) {
	s.Kind = KindJSONL
	s.Outcome = "unknown"
	lines := shape.NewLines(shape.Options{})
	if err := log.Scan(ctx, func(r ingest.Row) error { lines.Line(r.N, r.Text); return nil }); err != nil {
		return s, err
	}
	res := lines.Result()
	s.JSONLines = &res
	d := res.Digest
	s.Notable, s.Templates, s.Bursts, s.Time, s.Severity = d.Notable, d.Templates, d.Bursts, d.Time, d.Severity
	if res.Time != nil {
		s.Time = res.Time
	}
	if res.NotJSON > 0 {
		s.Points = append(s.Points, Point{Text: fmt.Sprintf("%s lines are not JSON", ingest.Thousands(res.NotJSON)), Spans: res.NotJSONLines})
	}
	s.Points = append(s.Points, points(&s)...)
	return s, nil
}

// Block is a JSON document inside a log of another kind, with its outline.
type Block struct {
	Span    ingest.Span    `json:"span"`
	Outline *shape.Outline `json:"outline"`
}

// maxBlockBytes bounds a JSON block read for its outline; maxBlocks how many are outlined.
const (
	maxBlockBytes = 8 << 20
	maxBlocks     = 5
)

// outlineBlocks outlines the first JSON documents found inside the log and says where they
// are, so a CI log's JSON report is read as JSON, with its lines.
func outlineBlocks(ctx context.Context, log *ingest.Log, spans []ingest.Span, s *Summary) error {
	for i, sp := range spans {
		if i == maxBlocks {
			s.Points = append(s.Points, Point{Text: fmt.Sprintf("%d more JSON documents in the log", len(spans)-maxBlocks),
				Spans: spans[maxBlocks:]})
			break
		}
		var buf bytes.Buffer
		err := log.Range(ctx, sp.From, sp.To, func(r ingest.Row) error {
			buf.Write(r.Text)
			buf.WriteByte('\n')
			return nil
		})
		if err != nil {
			return err
		}
		out, err := shape.OutlineJSON(ctx, &buf, shape.Options{})
		var pe *shape.PosError
		if err != nil && !errors.As(err, &pe) {
			return err
		}
		s.Blocks = append(s.Blocks, Block{Span: sp, Outline: &out})
		what := "JSON document"
		if out.Root != nil {
			what = fmt.Sprintf("JSON %s", out.Root.Type())
			if out.Root.MaxLen > 0 {
				what += fmt.Sprintf(" of %s items", ingest.Thousands(out.Root.MaxLen))
			}
		}
		s.Points = append(s.Points, Point{Text: "a " + what + " in the log (its outline is in the JSON output)", Spans: []ingest.Span{sp}})
	}
	return nil
}
