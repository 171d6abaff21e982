package report

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/notable"
)

// WriteOverview renders what a log is: its kind and size, how it ended, the formats found
// with their lines, and its sections.
func WriteOverview(ctx context.Context, w io.Writer, log *ingest.Log, s notable.Summary, o Options) error {
	if o.Format == JSON {
		sj, err := Build(ctx, log, s, o)
		if err != nil {
			return err
		}
		return writeJSON(w, sj)
	}
	// The overview's text cites no root cause's lines, so none are read.
	sj, _ := build(ctx, log, s, o)
	var bs []block
	bs = append(bs, block{text: headline(sj) + "\n"})
	ended := "how it ended: " + sj.Outcome
	if sj.OutcomeGuessed {
		ended += " (guessed from its error lines: no exit status, no verdict)"
	}
	if sj.ExitStatus != nil {
		ended += fmt.Sprintf(", exit status %d", *sj.ExitStatus)
	}
	for _, p := range sj.Points {
		if p.Text == "verdict" && len(p.Lines) > 0 {
			ended += fmt.Sprintf(" (verdict at L%d)", p.Lines[0])
		}
	}
	if n := len(sj.RootCauses); n > 0 {
		ended += fmt.Sprintf("; %s, the first at L%d", plural(max(n, sj.RootCauseTotal), "root cause"), sj.RootCauses[0].Line)
	}
	bs = append(bs, block{text: ended + "\n"})
	if t := tallyText(sj.Tally); t != "" {
		bs = append(bs, block{text: "tally: " + t + "\n"})
	}
	if len(sj.Formats) > 0 {
		var b strings.Builder
		b.WriteString("formats:\n")
		for _, f := range sj.Formats {
			fmt.Fprintf(&b, "  %-16s %s lines in %s\n", f.Format, ingest.Thousands(f.Count), f.Span)
		}
		bs = append(bs, block{text: b.String()})
	}
	if len(sj.Severity) > 0 {
		bs = append(bs, block{text: "kinds of line: " + severityText(sj.Severity) + fmt.Sprintf("; %s templates\n", ingest.Thousands(sj.Templates))})
	}
	if len(s.Templates) > 0 {
		var b strings.Builder
		b.WriteString("most frequent templates:\n")
		top := topTemplates(s, 8)
		for _, t := range top {
			fmt.Fprintf(&b, "  ×%-8s L%-7d %s\n", ingest.Thousands(t.Count), t.First, budgetLine(t.Template, 160))
		}
		bs = append(bs, block{text: b.String()})
	}
	if len(sj.Sections) > 0 {
		bs = append(bs, block{text: "sections:\n"})
		for _, sec := range sj.Sections {
			bs = append(bs, block{text: fmt.Sprintf("  %-9s %s %s\n", sec.Kind, sec.Span, sec.Name), kind: "section"})
		}
	}
	for _, p := range sj.Points {
		if p.Text != "verdict" && len(p.Lines) > 0 {
			bs = append(bs, block{text: fmt.Sprintf("%s (%s)\n", p.Text, citeLines(p.Lines, 4))})
		}
	}
	text, err := fitBlocks(bs, o.Room, sj)
	if err != nil {
		return err
	}
	if o.Format == Markdown {
		// The overview is a table of facts; a fenced block keeps its columns in a comment.
		text = "```text\n" + strings.ReplaceAll(text, "```", "`\u200b``") + "```\n"
	}
	_, err = io.WriteString(w, text)
	return err
}

func budgetLine(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + " …"
}

func topTemplates(s notable.Summary, n int) []digestTemplate {
	ts := make([]digestTemplate, 0, len(s.Templates))
	for _, t := range s.Templates {
		ts = append(ts, digestTemplate{Template: t.Template, Count: t.Count, First: t.First})
	}
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].Count > ts[j-1].Count; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
	return ts[:min(n, len(ts))]
}

type digestTemplate struct {
	Template string
	Count    int
	First    int
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return ingest.Thousands(n) + " " + what + "s"
}
