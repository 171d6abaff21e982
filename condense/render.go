package condense

import (
	"fmt"
	"io"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
)

// WriteText renders a result as plain text: the answer, the lines it cites, what was
// read and what was not, and what it cost. A dry run renders its plan and first prompt.
func WriteText(w io.Writer, r *Result) error {
	var b strings.Builder
	if r.DryRun {
		writePlan(&b, r)
	} else {
		b.WriteString(strings.TrimRight(r.Answer, "\n"))
		b.WriteString("\n\n")
		if len(r.Spans) > 0 {
			fmt.Fprintf(&b, "Cites: %s\n", ingest.Cite(r.Spans))
		}
		if r.Chunks.Read > 0 {
			fmt.Fprintf(&b, "Read: lines %s of %s of %s in %s; %s said something on the question.\n",
				span(r.Read), ingest.Thousands(r.LogLines), r.ID, plural(r.Chunks.Read, "chunk"), plural(r.Chunks.Answered, "chunk"))
		}
		if r.Combined {
			b.WriteString("Their answers were combined by one more call.\n")
		}
	}
	if r.Unread != nil && r.DryRun {
		fmt.Fprintf(&b, "%s\n", strings.Trim(unreadNote(r), "[]"))
	}
	if r.DroppedCitations > 0 {
		fmt.Fprintf(&b, "Dropped: %s of lines the model was not shown or that do not exist.\n", plural(r.DroppedCitations, "citation"))
	}
	switch {
	case !r.Redacted:
		b.WriteString("Not redacted: the lines were sent as they are (--no-redact).\n")
	case r.Redactions > 0:
		fmt.Fprintf(&b, "Redacted: %s before anything was sent.\n", plural(r.Redactions, "secret"))
	}
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "Note: %s.\n", n)
	}
	if !r.DryRun {
		u := r.Usage
		fmt.Fprintf(&b, "Cost: %s", plural(u.Calls, "call"))
		if u.Retries > 0 || u.Splits > 0 {
			fmt.Fprintf(&b, " (%s, %s)", plural(u.Retries, "retry"), plural(u.Splits, "split"))
		}
		fmt.Fprintf(&b, ", %s tokens in, %s out, %.1f s; %s.\n", ingest.Thousands(u.PromptTokens),
			ingest.Thousands(u.CompletionTokens), r.DurationS, endpointLine(r))
	}
	if r.DryRun && r.Plan != nil && r.Plan.FirstPrompt != nil {
		fmt.Fprintf(&b, "\nThe first prompt:\n--- system\n%s\n--- user\n%s\n---\n", r.Plan.FirstPrompt.System, r.Plan.FirstPrompt.User)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writePlan(b *strings.Builder, r *Result) {
	b.WriteString("Dry run: nothing was sent.\n")
	fmt.Fprintf(b, "Would ask %s.\n", endpointLine(r))
	if r.Plan == nil || len(r.Plan.Chunks) == 0 {
		b.WriteString("Plan: no chunks; the log is empty.\n")
		return
	}
	tokens := 0
	for _, c := range r.Plan.Chunks {
		tokens += c.Tokens
	}
	fmt.Fprintf(b, "Plan: %s of up to %s bytes of lines, for lines %s of %s; about %s tokens in.\n",
		plural(len(r.Plan.Chunks), "chunk"), ingest.Thousands(r.Plan.Room), span(r.Read), ingest.Thousands(r.LogLines), ingest.Thousands(tokens))
	fmt.Fprintf(b, "  %5s  %-16s %9s %9s\n", "chunk", "lines", "bytes", "~tokens")
	for i, c := range r.Plan.Chunks {
		fmt.Fprintf(b, "  %5d  %-16s %9s %9s\n", i+1, c.Lines.String(), ingest.Thousands(c.Bytes), ingest.Thousands(c.Tokens))
	}
}

func endpointLine(r *Result) string {
	var b strings.Builder
	switch {
	case r.Provider == "":
		b.WriteString("no endpoint configured")
	case r.Endpoint == "":
		b.WriteString(r.Provider)
	default:
		fmt.Fprintf(&b, "%s at %s", r.Provider, r.Endpoint)
	}
	if r.Model != "" {
		fmt.Fprintf(&b, ", model %s", r.Model)
	}
	if r.Window > 0 {
		fmt.Fprintf(&b, ", window %s tokens (%s)", ingest.Thousands(r.Window), r.WindowFrom)
	} else {
		b.WriteString(", window unknown")
	}
	fmt.Fprintf(&b, ", budget %s", ingest.HumanBytes(int64(r.Budget)))
	return b.String()
}

func span(s ingest.Span) string {
	if s.To <= s.From {
		return ingest.Thousands(s.From)
	}
	return ingest.Thousands(s.From) + "–" + ingest.Thousands(s.To)
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	if strings.HasSuffix(word, "y") {
		return ingest.Thousands(n) + " " + word[:len(word)-1] + "ies"
	}
	return ingest.Thousands(n) + " " + word + "s"
}
