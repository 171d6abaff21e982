package notable

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/shape"
)

// jsonKindOf tells a JSON document or a JSON Lines stream from its first 64 KiB.
func jsonKindOf(ctx context.Context, log *ingest.Log) (string, error) {
	head, err := log.Head(ctx, 64<<10)
	if err != nil {
		return "", err
	}
	var prefix []byte
	for _, r := range head {
		prefix = append(append(prefix, r.Text...), '\n')
	}
	switch shape.Detect(prefix) {
	case shape.KindJSON:
		return KindJSON, nil
	case shape.KindJSONLines:
		return KindJSONL, nil
	}
	return "", nil
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
