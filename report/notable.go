package report

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/wisptriage/wisptriage/budget"
	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/known"
	"github.com/wisptriage/wisptriage/notable"
	"github.com/wisptriage/wisptriage/shape"
)

// Options configure how a summary is rendered.
type Options struct {
	Format Format
	Room   int // the budget in bytes, for text and markdown
	// RoomSet says the budget was given (--budget). When it was not, markdown is sized
	// for a PR comment (MarkdownRoom) instead of a model's window.
	RoomSet bool
	Redact  bool // pass everything shown through the redactor
	// EvidenceLines caps the log lines shown under one finding (default 12).
	EvidenceLines int
	// Workspace is the checkout's root ($GITHUB_WORKSPACE): a source path under it is
	// shown relative to it, as annotations and SARIF need.
	Workspace string
	// StepSummary is the file the github format appends its markdown report to
	// ($GITHUB_STEP_SUMMARY); "" writes none.
	StepSummary string
	// Version is the tool's version, named in SARIF.
	Version string
}

// Cascade is what a root cause set off, counted, with its lines.
type Cascade struct {
	Count int   `json:"count"`
	Lines []int `json:"lines"`
}

// RootCause is one root cause in the JSON contract.
type RootCause struct {
	Line     int             `json:"line"`
	EndLine  int             `json:"end_line"`
	Format   string          `json:"format"`
	Source   *string         `json:"source"`
	Message  string          `json:"message"`
	Guess    bool            `json:"guess"`
	Cascade  Cascade         `json:"cascade"`
	Citation string          `json:"citation"`
	Evidence []EvidLine      `json:"evidence,omitempty"`
	Severity ingest.Severity `json:"severity"`
	// Fingerprint names this failure across re-runs (see Fingerprints).
	Fingerprint string `json:"fingerprint"`
}

// WarningJSON is one warning a tool printed, with its source, for annotations.
type WarningJSON struct {
	Line     int             `json:"line"`
	Format   string          `json:"format"`
	Source   *string         `json:"source"`
	Message  string          `json:"message"`
	Severity ingest.Severity `json:"severity"`
}

// EvidLine is one cited log line, as shown.
type EvidLine struct {
	Line int    `json:"line"`
	Text string `json:"text"`
}

// NotableItem is one rare or severe line of a log.
type NotableItem struct {
	Line     int             `json:"line"`
	Lines    []int           `json:"lines"`
	Text     string          `json:"text"`
	Count    int             `json:"count"`
	Severity ingest.Severity `json:"severity"`
}

// PointJSON is one statement citing its lines.
type PointJSON struct {
	Text  string `json:"text"`
	Lines []int  `json:"lines"`
}

// SummaryJSON is the JSON contract of `notable` and `overview`.
type SummaryJSON struct {
	ID             string               `json:"id"`
	Name           string               `json:"name"`
	Kind           string               `json:"kind"`
	Outcome        string               `json:"outcome"`
	OutcomeGuessed bool                 `json:"outcome_guessed,omitempty"` // no status, no verdict: read from error lines
	ExitStatus     *int                 `json:"exit_status"`
	Bytes          int64                `json:"bytes"`
	Lines          int                  `json:"lines"`
	Cut            *ingest.Cut          `json:"cut"`
	RootCauses     []RootCause          `json:"root_causes"`
	RootCauseTotal int                  `json:"root_cause_total"`
	Tally          known.Tally          `json:"tally"`
	Warnings       []known.WarningCount `json:"warnings"`
	WarningTotal   int                  `json:"warning_total"`
	// WarningFindings are the first warnings (20 at most) with their sources.
	WarningFindings []WarningJSON   `json:"warning_findings"`
	Fingerprints    Fingerprints    `json:"fingerprints"`
	Notable         []NotableItem   `json:"notable"`
	Points          []PointJSON     `json:"points"`
	Formats         []known.Seen    `json:"formats"`
	Sections        []known.Section `json:"sections"`
	Severity        map[string]int  `json:"severity,omitempty"`
	Templates       int             `json:"templates"`
	Redactions      int             `json:"redactions"`
	// Outline is the shape of a JSON document; JSONLines that of a JSON Lines stream.
	Outline   *shape.Outline     `json:"outline,omitempty"`
	JSONLines *shape.LinesResult `json:"jsonl,omitempty"`
	// Blocks are JSON documents found inside a log of another kind, with their outlines.
	Blocks []notable.Block `json:"blocks,omitempty"`
}

// spanLines lists the lines of spans, at most limit of them.
func spanLines(spans []ingest.Span, limit int) []int {
	var out []int
	for _, s := range spans {
		for n := s.From; n <= max(s.To, s.From) && len(out) < limit; n++ {
			out = append(out, n)
		}
	}
	return out
}

// lineSource reads cited lines from the log, redacted and cut for showing.
type lineSource struct {
	ctx        context.Context
	log        *ingest.Log
	pass       *ingest.RedactPass
	redactions int
	maxLine    int
	limit      int // lines shown under one finding
}

// evidence reads a root cause's cited lines into it.
func (ls *lineSource) evidence(rc *RootCause) error {
	ev, err := ls.lines(ingest.Span{From: rc.Line, To: rc.EndLine}, ls.limit)
	rc.Evidence = ev
	return err
}

func (ls *lineSource) lines(span ingest.Span, limit int) ([]EvidLine, error) {
	var out []EvidLine
	to := min(span.To, span.From+limit-1)
	if span.To < span.From {
		to = span.From
	}
	err := ls.log.Range(ls.ctx, span.From, to, func(r ingest.Row) error {
		text := ingest.Clean(nil, r.Text)
		if ls.pass != nil {
			var n int
			text, n = ls.pass.Redact(nil, text)
			ls.redactions += n
		}
		s := budget.Display(text)
		if len(s) > ls.maxLine {
			s = budget.CutString(s, ls.maxLine) + " …"
		}
		out = append(out, EvidLine{Line: r.N, Text: s})
		return nil
	})
	return out, err
}

func (ls *lineSource) text(s string) string {
	if ls.pass == nil {
		return s
	}
	b, n := ls.pass.Redact(nil, []byte(s))
	ls.redactions += n
	return string(b)
}

// Build turns a summary into its JSON shape, reading the cited lines from the log.
func Build(ctx context.Context, log *ingest.Log, s notable.Summary, o Options) (SummaryJSON, error) {
	sj, ls := build(ctx, log, s, o)
	for i := range sj.RootCauses {
		if err := ls.evidence(&sj.RootCauses[i]); err != nil {
			return sj, err
		}
	}
	sj.Redactions = ls.redactions
	return sj, nil
}

// build is Build without the root causes' evidence: reading it means decoding the frames
// that hold it, and a summary fitted to a budget reads only what it shows.
func build(ctx context.Context, log *ingest.Log, s notable.Summary, o Options) (SummaryJSON, *lineSource) {
	if o.EvidenceLines <= 0 {
		o.EvidenceLines = 12
	}
	ls := &lineSource{ctx: ctx, log: log, maxLine: 400, limit: o.EvidenceLines}
	if o.Redact {
		ls.pass = ingest.NewRedactor().NewPass()
	}
	// Fingerprints hash redacted text whatever --no-redact says: they stay the same either
	// way, and a hash never carries a secret.
	fpPass := ingest.NewRedactor().NewPass()
	redacted := func(s string) string { b, _ := fpPass.Redact(nil, []byte(s)); return string(b) }
	out := SummaryJSON{ID: s.ID, Name: s.Name, Kind: s.Kind, Outcome: s.Outcome, OutcomeGuessed: s.OutcomeGuessed, ExitStatus: s.ExitStatus, Bytes: s.Bytes,
		Lines: s.Lines, Cut: s.Cut, RootCauseTotal: s.RootCauseTotal, Tally: s.Tally, Warnings: s.Warnings,
		Formats: s.Formats, Sections: s.Sections, Severity: s.Severity, Templates: len(s.Templates),
		RootCauses: []RootCause{}, Notable: []NotableItem{}, Points: []PointJSON{},
		WarningTotal: s.WarningTotal, WarningFindings: []WarningJSON{}, Fingerprints: Fingerprints{RootCauses: []string{}}}
	if out.Warnings == nil {
		out.Warnings = []known.WarningCount{}
	}
	for _, f := range s.RootCauses {
		rc := RootCause{Line: f.Span.From, EndLine: max(f.Span.To, f.Span.From), Format: f.Format, Message: ls.text(f.Title),
			Guess: f.Guess, Citation: f.Span.String(), Severity: f.Severity,
			Cascade: Cascade{Count: f.ConsequenceCount, Lines: spanLines(f.Consequences, 100)}}
		if rc.Cascade.Lines == nil {
			rc.Cascade.Lines = []int{}
		}
		rc.Source = showSource(ls, f.Source, o.Workspace)
		rc.Fingerprint = fingerprint(f.Format, redacted(f.Title), redacted(f.Source))
		out.Fingerprints.RootCauses = append(out.Fingerprints.RootCauses, rc.Fingerprint)
		out.RootCauses = append(out.RootCauses, rc)
	}
	out.Fingerprints.Overall = overallFingerprint(out.Fingerprints.RootCauses, s.Outcome, s.Kind)
	for _, f := range s.WarningFindings {
		out.WarningFindings = append(out.WarningFindings, WarningJSON{Line: f.Span.From, Format: f.Format,
			Source: showSource(ls, f.Source, o.Workspace), Message: ls.text(f.Title), Severity: f.Severity})
	}
	for _, f := range s.Notable {
		item := NotableItem{Line: f.Span.From, Text: ls.text(f.Title), Count: max(f.Count, 1), Severity: f.Severity,
			Lines: spanLines(append([]ingest.Span{f.Span}, f.Evidence...), 20)}
		out.Notable = append(out.Notable, item)
	}
	for _, p := range s.Points {
		out.Points = append(out.Points, PointJSON{Text: ls.text(p.Text), Lines: spanLines(p.Spans, 50)})
	}
	out.Outline, out.JSONLines, out.Blocks = s.Outline, redactedLines(s.JSONLines, ls), s.Blocks
	out.Redactions = ls.redactions
	return out, ls
}

// showSource is a finding's source as shown: redacted, and relative to the workspace
// when it lies under it; nil when the finding names no source.
func showSource(ls *lineSource, source, workspace string) *string {
	if source == "" {
		return nil
	}
	src := ls.text(relativeTo(source, workspace))
	return &src
}

// WriteNotable renders the notable summary: JSON whole, text and markdown fitted to the
// budget with the root causes first, GitHub workflow commands, or SARIF.
func WriteNotable(ctx context.Context, w io.Writer, log *ingest.Log, s notable.Summary, o Options) error {
	switch o.Format {
	case JSON, Markdown, GitHub, SARIF:
	default:
		// Only the root causes that fit are shown, so only their lines are read.
		sj, ls := build(ctx, log, s, o)
		text, err := fitBlocks(textBlocks(sj, ls), o.Room, sj)
		if err != nil {
			return err
		}
		_, err = io.WriteString(w, text)
		return err
	}
	sj, err := Build(ctx, log, s, o)
	if err != nil {
		return err
	}
	switch o.Format {
	case JSON:
		return writeJSON(w, sj)
	case Markdown:
		_, err = io.WriteString(w, renderMarkdown(sj, markdownRoom(o)))
	case GitHub:
		return writeGitHub(w, sj, o)
	case SARIF:
		return writeSARIF(w, sj, o)
	}
	return err
}

// block is one part of a rendered summary; parts are kept in order until the budget ends.
type block struct {
	text string
	kind string // "cause", "notable" or "" (always tried)
	// whole, when set, is the block with its cited lines, which text lacks: it is read
	// only when text alone fits, as the whole block cannot fit when text does not.
	whole func() (string, error)
}

// wholeMisses bounds the blocks read whole and then held back: a later, shorter root
// cause may still fit, but each costs a read of the log (a frame decoded for its lines),
// and a log with 400 causes would otherwise be read for all of them.
const wholeMisses = 8

// fitBlocks keeps blocks in order while they fit the room, and says what it held back.
func fitBlocks(blocks []block, room int, sj SummaryJSON) (string, error) {
	footer := footerOf(sj, false)
	avail := room - len(footer) - 160
	var b strings.Builder
	held := map[string]int{}
	misses := 0 // blocks read whole and then held back
	for i, bl := range blocks {
		text, fits := bl.text, i == 0 || b.Len()+len(bl.text) <= avail
		if fits && bl.whole != nil {
			fits = false
			if misses < wholeMisses {
				var err error
				if text, err = bl.whole(); err != nil {
					return "", err
				}
				fits = i == 0 || b.Len()+len(text) <= avail
				if !fits {
					misses++
				}
			}
		}
		if fits {
			b.WriteString(text)
			continue
		}
		held[bl.kind]++
	}
	if len(held) > 0 {
		var parts []string
		for _, k := range []string{"cause", "notable", ""} {
			if n := held[k]; n > 0 {
				name := map[string]string{"cause": "root causes", "notable": "notable lines", "": "other parts"}[k]
				parts = append(parts, fmt.Sprintf("%d %s", n, name))
			}
		}
		fmt.Fprintf(&b, "[… %s held back by the budget; `wisptriage --format json notable %s` lists every finding …]\n",
			strings.Join(parts, ", "), sj.ID)
	}
	b.WriteString(footer)
	out := b.String()
	if len(out) > room { // a single first block larger than the room
		out = budget.CutString(out, room-len(footer)-40) + "\n[… cut to the budget …]\n" + footer
	}
	return out, nil
}

func footerOf(sj SummaryJSON, md bool) string {
	cmd := fmt.Sprintf("wisptriage recall %s --matching RE", sj.ID)
	if md {
		return fmt.Sprintf("<sub>kept whole as `%s` (%s lines): `wisptriage recall %s --lines A-B` shows any cited lines; `%s` filters; `wisptriage condense %s QUESTION` asks a model.</sub>\n",
			sj.ID, ingest.Thousands(sj.Lines), sj.ID, cmd, sj.ID)
	}
	return fmt.Sprintf("[kept whole as %s: `wisptriage recall %s --lines A-B` shows any cited lines, `%s` filters, `wisptriage condense %s QUESTION` asks a model]\n",
		sj.ID, sj.ID, cmd, sj.ID)
}

func headline(sj SummaryJSON) string {
	parts := []string{strings.ToUpper(sj.Outcome)}
	if sj.OutcomeGuessed {
		parts[0] += " (guessed from its error lines)"
	}
	if sj.ExitStatus != nil {
		parts = append(parts, fmt.Sprintf("exit status %d", *sj.ExitStatus))
	}
	kind := sj.Kind + " log"
	switch sj.Kind {
	case notable.KindLog, notable.KindText:
		kind = sj.Kind
	case notable.KindJSON:
		kind = "JSON document"
	case notable.KindJSONL:
		kind = "JSON Lines"
	}
	parts = append(parts, kind, plural(sj.Lines, "line")+", "+ingest.HumanBytes(sj.Bytes))
	if f := formatNames(sj.Formats); f != "" {
		parts = append(parts, f)
	}
	return strings.Join(parts, " · ")
}

func formatNames(fs []known.Seen) string {
	var names []string
	for _, f := range fs {
		if f.Format != "generic" {
			names = append(names, f.Format)
		}
	}
	return strings.Join(names, ", ")
}

func tallyText(t known.Tally) string {
	var parts []string
	add := func(p *int, what string) {
		if p != nil {
			parts = append(parts, fmt.Sprintf("%s %s", ingest.Thousands(*p), what))
		}
	}
	add(t.TestsPassed, "passed")
	add(t.TestsFailed, "failed")
	add(t.TestsSkipped, "skipped")
	add(t.Errors, "errors")
	add(t.Warnings, "warnings")
	if t.DurationS != nil {
		parts = append(parts, fmt.Sprintf("%.1f s", *t.DurationS))
	}
	return strings.Join(parts, ", ")
}

func warningsText(ws []known.WarningCount) string {
	ws = append([]known.WarningCount(nil), ws...)
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].Count > ws[j].Count })
	var parts []string
	for i, w := range ws {
		if i == 8 {
			parts = append(parts, fmt.Sprintf("and %d more kinds", len(ws)-8))
			break
		}
		name := w.Format
		if w.Kind != "" {
			name += " " + w.Kind
		}
		parts = append(parts, fmt.Sprintf("%s ×%s (first %s)", name, ingest.Thousands(w.Count), w.First))
	}
	return strings.Join(parts, "; ")
}

func causeTitle(rc RootCause) string {
	t := rc.Message
	if rc.Source != nil && !strings.Contains(t, *rc.Source) {
		t = *rc.Source + ": " + t
	}
	return t
}

func causeMeta(rc RootCause) string {
	meta := fmt.Sprintf("%s, %s", rc.Format, rc.Citation)
	if rc.Guess {
		meta += ", a guess: no exact format matched"
	}
	if rc.Cascade.Count > 0 {
		meta += fmt.Sprintf("; set off %s more", ingest.Thousands(rc.Cascade.Count))
		if len(rc.Cascade.Lines) > 0 {
			meta += " from " + citeLines(rc.Cascade.Lines, 6)
		}
	}
	return meta
}

// citeLines renders line numbers as citations, runs joined (L10-12, L40).
func citeLines(lines []int, limit int) string {
	var spans []ingest.Span
	for _, n := range lines {
		if k := len(spans); k > 0 && spans[k-1].To == n-1 {
			spans[k-1].To = n
			continue
		}
		spans = append(spans, ingest.Line(n))
	}
	more := ""
	if len(spans) > limit {
		more = fmt.Sprintf(" and %d more", len(spans)-limit)
		spans = spans[:limit]
	}
	return ingest.Cite(spans) + more
}

// textBlocks are the parts of the text summary. With ls, a root cause's cited lines are
// read from the log only when the rest of its block fits; without, they are in sj.
func textBlocks(sj SummaryJSON, ls *lineSource) []block {
	var bs []block
	head := headline(sj) + "\n"
	if sj.Cut != nil {
		head += fmt.Sprintf("the store's ceiling cut %s lines at L%d; they were not kept or read\n", ingest.Thousands(sj.Cut.Lines), sj.Cut.Line)
	}
	bs = append(bs, block{text: head})
	if n := len(sj.RootCauses); n > 0 {
		total := max(sj.RootCauseTotal, n)
		bs = append(bs, block{text: fmt.Sprintf("\nroot causes (%d):\n", total)})
		for i, rc := range sj.RootCauses {
			head := fmt.Sprintf("%d. %s\n   (%s)\n", i+1, causeTitle(rc), causeMeta(rc))
			whole := func() (string, error) {
				if ls != nil {
					if err := ls.evidence(&rc); err != nil {
						return "", err
					}
				}
				var b strings.Builder
				b.WriteString(head)
				width := len(fmt.Sprint(rc.EndLine))
				for _, e := range rc.Evidence {
					fmt.Fprintf(&b, "   %*d | %s\n", width, e.Line, e.Text)
				}
				if rc.EndLine-rc.Line+1 > len(rc.Evidence) {
					fmt.Fprintf(&b, "   [… %d more lines of this block: recall %s --lines %d-%d]\n", rc.EndLine-rc.Line+1-len(rc.Evidence),
						sj.ID, rc.Line+len(rc.Evidence), rc.EndLine)
				}
				return b.String(), nil
			}
			bs = append(bs, block{text: head, kind: "cause", whole: whole})
		}
	}
	if t := tallyText(sj.Tally); t != "" {
		bs = append(bs, block{text: "\ntally: " + t + "\n"})
	}
	if len(sj.Warnings) > 0 {
		bs = append(bs, block{text: "warnings: " + warningsText(sj.Warnings) + "\n"})
	}
	if len(sj.Notable) > 0 {
		title := "\nnotable (severe first, then rare):\n"
		bs = append(bs, block{text: title})
		for _, it := range sj.Notable {
			count := ""
			if it.Count > 1 {
				count = fmt.Sprintf(" ×%s", ingest.Thousands(it.Count))
			}
			bs = append(bs, block{text: fmt.Sprintf("  L%d [%s]%s %s\n", it.Line, it.Severity, count, it.Text), kind: "notable"})
		}
	}
	if len(sj.Severity) > 0 {
		bs = append(bs, block{text: "severities: " + severityText(sj.Severity) + fmt.Sprintf("; %s templates\n", ingest.Thousands(sj.Templates))})
	}
	for _, p := range sj.Points {
		if len(p.Lines) == 0 || p.Text == "verdict" {
			continue
		}
		bs = append(bs, block{text: fmt.Sprintf("%s (%s)\n", p.Text, citeLines(p.Lines, 4))})
	}
	bs = append(bs, shapeBlocks(sj)...)
	if len(sj.RootCauses) == 0 && len(sj.Notable) == 0 && sj.Outcome != known.OutcomeFailure && sj.Outline == nil && sj.JSONLines == nil {
		bs = append(bs, block{text: "no reader found a failure, an error or a rare line\n"})
	}
	return bs
}

func severityText(m map[string]int) string {
	var parts []string
	for _, name := range []string{"fatal", "error", "warning", "notice", "info", "debug", "unknown"} {
		if n := m[name]; n > 0 {
			parts = append(parts, fmt.Sprintf("%s %s", ingest.Thousands(n), name))
		}
	}
	return strings.Join(parts, ", ")
}

func mdEscape(s string) string {
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;", "*", "\\*", "_", "\\_", "`", "\\`", "|", "\\|", "[", "\\[", "]", "\\]")
	return r.Replace(s)
}
