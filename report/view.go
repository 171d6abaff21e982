package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/wisptriage/wisptriage/budget"
	"github.com/wisptriage/wisptriage/ingest"
)

// Format is an output format.
type Format string

// The output formats.
const (
	Text     Format = "text"
	Markdown Format = "markdown"
	JSON     Format = "json"
	GitHub   Format = "github"
	JSONL    Format = "jsonl" // one JSON object per line, where a command lists
	SARIF    Format = "sarif" // SARIF 2.1.0, for notable
)

// ParseFormat checks a --format value.
func ParseFormat(s string) (Format, error) {
	switch f := Format(s); f {
	case Text, Markdown, JSON, GitHub, JSONL, SARIF:
		return f, nil
	}
	return "", fmt.Errorf("--format %q: want text, markdown, json, jsonl, github or sarif", s)
}

// IngestResult is the JSON contract of `ingest` (and the base of `run`), one per input.
type IngestResult struct {
	ID           string           `json:"id"`
	Name         string           `json:"name"`
	Bytes        int64            `json:"bytes"`
	Lines        int              `json:"lines"`
	SHA256       string           `json:"sha256"`
	Cut          *ingest.Cut      `json:"cut"`
	TotalBytes   int64            `json:"total_bytes"`
	Budget       int              `json:"budget"`
	View         string           `json:"view"`
	HeldBack     *budget.HeldBack `json:"held_back"`
	Note         string           `json:"note,omitempty"`
	BudgetReport budget.Report    `json:"budget_report"`
	ExitStatus   *int             `json:"exit_status,omitempty"`
	DurationS    *float64         `json:"duration_s,omitempty"`
	// Sweep says what the sweep at the start removed or left alone, on the first result only.
	Sweep *ingest.SweepReport `json:"sweep,omitempty"`
}

// NewIngestResult joins a stored record and its view.
func NewIngestResult(rec ingest.Record, room int, v budget.Shaped) IngestResult {
	return IngestResult{ID: rec.ID, Name: rec.Name, Bytes: rec.Bytes, Lines: rec.Lines, SHA256: rec.SHA256,
		Cut: rec.Cut, TotalBytes: rec.TotalBytes, Budget: room, View: v.Text, HeldBack: v.HeldBack, Note: v.Note,
		BudgetReport: v.Report, ExitStatus: rec.ExitStatus}
}

// WriteIngest renders ingest results: the views one after another, or a JSON array.
func WriteIngest(w io.Writer, f Format, results []IngestResult) error {
	if f == JSON {
		return writeJSON(w, results)
	}
	for i, r := range results {
		if len(results) > 1 {
			if i > 0 {
				fmt.Fprintln(w)
			}
			fmt.Fprintf(w, "== %s (%s, %s lines, %s) ==\n", r.Name, r.ID, ingest.Thousands(r.Lines), ingest.HumanBytes(r.Bytes))
		}
		io.WriteString(w, r.View)
		if r.Note == "" {
			fmt.Fprintf(w, "[kept whole as %s: %s lines, %s]\n", r.ID, ingest.Thousands(r.Lines), ingest.HumanBytes(r.Bytes))
		}
	}
	return nil
}

func writeJSONLine(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// WritePage renders a recall page: each line with its number, then the way on.
func WritePage(w io.Writer, f Format, p budget.Page) error {
	if f == JSON {
		return writeJSON(w, p)
	}
	prev := 0
	for _, l := range p.Lines {
		if prev > 0 && l.N != prev+1 && p.MatchesTotal != nil {
			io.WriteString(w, "--\n")
		}
		sep := ":"
		if l.Context {
			sep = "-"
		}
		fmt.Fprintf(w, "%d%s %s\n", l.N, sep, l.Text)
		if l.CutBytes > 0 {
			fmt.Fprintf(w, "[… line %d cut short: %s more; wisptriage show %s prints it whole …]\n", l.N, ingest.HumanBytes(l.CutBytes), p.ID)
		}
		prev = l.N
	}
	var tail []string
	if p.MatchesTotal != nil {
		tail = append(tail, fmt.Sprintf("%s matches in all", ingest.Thousands(*p.MatchesTotal)))
		if p.MatchesLeft != nil && *p.MatchesLeft > 0 {
			tail = append(tail, fmt.Sprintf("%s not yet shown", ingest.Thousands(*p.MatchesLeft)))
		}
	}
	if c := p.Cut; c != nil {
		tail = append(tail, fmt.Sprintf("line %s stands where the store's ceiling cut %s (%s lines); they were not kept",
			ingest.Thousands(c.Line), ingest.HumanBytes(c.Bytes), ingest.Thousands(c.Lines)))
	}
	if p.Next != nil {
		tail = append(tail, "next page: "+*p.Next)
	} else if len(p.Lines) > 0 {
		tail = append(tail, fmt.Sprintf("end of the range (the output has %s lines)", ingest.Thousands(p.Total)))
	} else {
		tail = append(tail, fmt.Sprintf("no lines (the output has %s lines)", ingest.Thousands(p.Total)))
	}
	fmt.Fprintf(w, "[%s]\n", strings.Join(tail, "; "))
	return nil
}

// WriteRecords renders the store's list.
func WriteRecords(w io.Writer, f Format, recs []ingest.Record) error {
	if f == JSON {
		out := make([]ingest.Record, len(recs))
		for i, r := range recs {
			r.Frames = nil
			out[i] = r
		}
		return writeJSON(w, out)
	}
	if len(recs) == 0 {
		_, err := io.WriteString(w, "the store is empty\n")
		return err
	}
	fmt.Fprintf(w, "%-10s  %-20s  %10s  %10s  %-4s  %s\n", "ID", "CREATED", "BYTES", "LINES", "CUT", "NAME")
	for _, r := range recs {
		cut := "-"
		if r.Cut != nil {
			cut = "yes"
		}
		fmt.Fprintf(w, "%-10s  %-20s  %10s  %10s  %-4s  %s\n", r.ID, r.Created.Format("2006-01-02 15:04:05"),
			ingest.HumanBytes(r.Bytes), ingest.Thousands(r.Lines), cut, r.Name)
	}
	return nil
}
