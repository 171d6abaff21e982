package report

import (
	"fmt"
	"strings"

	"github.com/wisptriage/wisptriage/budget"
	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/known"
)

// MarkdownRoom is the markdown budget when --budget is not given: a GitHub comment holds
// 65,536 characters, and bytes never undercount characters.
const MarkdownRoom = 65_000

// Where the markdown shows a root cause's lines open rather than folded.
const (
	mdOpenCauses = 3 // the first causes are read first
	mdOpenLines  = 8 // a longer block is folded even then
)

// markerRoom is kept free for the held-back marker, which is written last.
const markerRoom = 700

func markdownRoom(o Options) int {
	if o.RoomSet {
		return o.Room
	}
	return MarkdownRoom
}

// FingerprintComment is the hidden line a bot finds its sticky comment by.
func FingerprintComment(sj SummaryJSON) string {
	return fmt.Sprintf("<!-- wisptriage:fingerprint=%s -->", sj.Fingerprints.Overall)
}

// renderMarkdown writes a PR comment: the outcome and the root causes first, then the
// tally, long parts folded in <details>. It fits room bytes: root causes lose their lines
// before they are held back, always from the last, and a marker says what was held back
// and how to reach it.
func renderMarkdown(sj SummaryJSON, room int) string {
	var head strings.Builder
	head.WriteString(FingerprintComment(sj) + "\n")
	icon := map[string]string{known.OutcomeFailure: "❌", known.OutcomeSuccess: "✅"}[sj.Outcome]
	if icon == "" {
		icon = "ℹ️"
	}
	fmt.Fprintf(&head, "### %s %s\n\n", icon, mdEscape(headline(sj)))
	if sj.Cut != nil {
		fmt.Fprintf(&head, "> The store's ceiling cut %s lines at L%d; they were not kept or read.\n\n",
			ingest.Thousands(sj.Cut.Lines), sj.Cut.Line)
	}
	total := max(sj.RootCauseTotal, len(sj.RootCauses))
	if total > 0 {
		head.WriteString("**" + plural(total, "root cause") + "**\n\n")
	}

	// The tally and the warnings' counts are short and always kept.
	var tail strings.Builder
	if t := tallyText(sj.Tally); t != "" {
		tail.WriteString("**Tally:** " + mdEscape(t) + "\n\n")
	}
	if len(sj.Warnings) > 0 {
		title := "Warnings"
		if sj.WarningTotal > 0 {
			title = fmt.Sprintf("Warnings (%s)", ingest.Thousands(sj.WarningTotal))
		}
		tail.WriteString(details(title, mdEscape(warningsText(sj.Warnings))+"\n"))
	}
	footer := footerOf(sj, true)
	avail := room - head.Len() - tail.Len() - len(footer) - markerRoom

	// Root causes in full while they take half the room at most; then one line each, so
	// a run with hundreds of causes still names as many as fit.
	var body strings.Builder
	full := 0
	for i, rc := range sj.RootCauses {
		c := causeMarkdown(sj, rc, i)
		if body.Len()+len(c) > avail/2 && i > 0 || body.Len()+len(c) > avail {
			break
		}
		body.WriteString(c)
		full++
	}
	shown := full
	if full < len(sj.RootCauses) {
		var list strings.Builder
		const foldRoom = 120 // the <details> around the list
		for i := full; i < len(sj.RootCauses); i++ {
			line := causeLine(sj.RootCauses[i], i)
			if body.Len()+list.Len()+len(line)+foldRoom > avail {
				break
			}
			list.WriteString(line)
			shown++
		}
		switch {
		case shown > full && full == 0: // the list leads, so it is not folded
			body.WriteString(list.String() + "\n")
		case shown > full:
			body.WriteString(details(fmt.Sprintf("Root causes %s, without their lines", numberRange(full+1, shown)), list.String()))
		}
	}
	var held []string
	if shown < total {
		held = append(held, fmt.Sprintf("root causes %s (%s)", numberRange(shown+1, total), plural(total-shown, "root cause")))
	}
	if shown > full {
		held = append(held, "the log lines of root causes "+numberRange(full+1, shown))
	}

	// The rest is optional and kept only while it fits, in this order. With no root cause,
	// what is rare or severe leads, before the tally.
	var rest, lead strings.Builder
	addRest := func(s, what string) {
		if body.Len()+lead.Len()+rest.Len()+len(s) <= avail {
			rest.WriteString(s)
		} else if what != "" {
			held = append(held, what)
		}
	}
	if len(sj.Notable) > 0 {
		var b strings.Builder
		lines := 0
		for _, it := range sj.Notable {
			line := fmt.Sprintf("- `L%d` **%s**", it.Line, it.Severity)
			if it.Count > 1 {
				line += fmt.Sprintf(" ×%s", ingest.Thousands(it.Count))
			}
			line += " " + mdEscape(it.Text) + "\n"
			if body.Len()+rest.Len()+b.Len()+len(line)+120 > avail {
				break
			}
			b.WriteString(line)
			lines++
		}
		if lines < len(sj.Notable) {
			held = append(held, plural(len(sj.Notable)-lines, "notable line"))
		}
		if lines > 0 {
			title := fmt.Sprintf("**Notable** (severe first, then rare; %d of %d)\n\n", lines, len(sj.Notable))
			if total > 0 {
				rest.WriteString(details(fmt.Sprintf("Notable lines (%d)", lines), b.String()))
			} else {
				lead.WriteString(title + b.String() + "\n")
			}
		}
	}
	var points strings.Builder
	for _, p := range sj.Points {
		if len(p.Lines) > 0 && p.Text != "verdict" {
			fmt.Fprintf(&points, "- %s (%s)\n", mdEscape(p.Text), citeLines(p.Lines, 4))
		}
	}
	if points.Len() > 0 {
		addRest(details("More findings", points.String()), "the other findings")
	}

	var out strings.Builder
	out.WriteString(head.String())
	out.WriteString(body.String())
	out.WriteString(lead.String())
	out.WriteString(tail.String())
	out.WriteString(rest.String())
	if len(held) > 0 {
		fmt.Fprintf(&out, "> [!NOTE]\n> Held back by the %s-byte budget: %s. `wisptriage --format json notable %s` lists every finding; `wisptriage recall %s --lines A-B` shows any lines.\n\n",
			ingest.Thousands(room), strings.Join(held, "; "), sj.ID, sj.ID)
	}
	out.WriteString(footer)
	s := out.String()
	if len(s) > room { // only when the room cannot hold even the headline
		note := "\n\n[… cut to the budget …]\n"
		s = budget.CutString(s, max(room-len(note), 0)) + note
		if len(s) > room {
			s = budget.CutString(s, room)
		}
	}
	return s
}

// causeMarkdown is one root cause: its message and source, where it stands in the log and
// what it set off, and, when full, its log lines in a fenced block.
func causeMarkdown(sj SummaryJSON, rc RootCause, i int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "#### %d. %s\n\n", i+1, mdEscape(rc.Message))
	b.WriteString(strings.Join(causeFacts(rc), " · ") + "\n\n")
	if len(rc.Evidence) == 0 {
		return b.String()
	}
	var lines strings.Builder
	width := len(fmt.Sprint(rc.EndLine))
	for _, e := range rc.Evidence {
		fmt.Fprintf(&lines, "%*d | %s\n", width, e.Line, e.Text)
	}
	block := fenced(lines.String())
	if more := rc.EndLine - rc.Line + 1 - len(rc.Evidence); more > 0 {
		block += fmt.Sprintf("%s more lines of this block: `wisptriage recall %s --lines %d-%d`\n\n",
			ingest.Thousands(more), sj.ID, rc.Line+len(rc.Evidence), rc.EndLine)
	}
	if i < mdOpenCauses && len(rc.Evidence) <= mdOpenLines {
		b.WriteString(block)
	} else {
		b.WriteString(details(fmt.Sprintf("log %s (%s)", rc.Citation, plural(rc.EndLine-rc.Line+1, "line")), block))
	}
	return b.String()
}

// causeLine is a root cause in one list item, for when the room is short.
func causeLine(rc RootCause, i int) string {
	return fmt.Sprintf("%d. %s · %s\n", i+1, mdEscape(rc.Message), strings.Join(causeFacts(rc), " · "))
}

// causeFacts are where a root cause points and stands, and what it set off.
func causeFacts(rc RootCause) []string {
	var meta []string
	if rc.Source != nil {
		meta = append(meta, codeSpan(*rc.Source))
	}
	meta = append(meta, rc.Format, "log "+rc.Citation)
	if rc.Cascade.Count > 0 {
		c := fmt.Sprintf("set off %s more", ingest.Thousands(rc.Cascade.Count))
		if len(rc.Cascade.Lines) > 0 {
			c += " (" + citeLines(rc.Cascade.Lines, 6) + ")"
		}
		meta = append(meta, c)
	}
	if rc.Guess {
		meta = append(meta, "a guess: no exact format matched")
	}
	return meta
}

// numberRange writes "3" or "3-7".
func numberRange(from, to int) string {
	if from == to {
		return fmt.Sprint(from)
	}
	return fmt.Sprintf("%d-%d", from, to)
}

// details folds a part under a summary line.
func details(summary, body string) string {
	return "<details><summary>" + mdEscape(summary) + "</summary>\n\n" + strings.TrimRight(body, "\n") + "\n\n</details>\n\n"
}

// fenced puts text in a code block whose fence is longer than any run of backticks in
// it, so a log line cannot close it early.
func fenced(text string) string {
	fence := strings.Repeat("`", max(3, longestRun(text, '`')+1))
	return fence + "text\n" + text + fence + "\n\n"
}

// codeSpan puts text in an inline code span that its own backticks cannot close.
func codeSpan(s string) string {
	ticks := strings.Repeat("`", longestRun(s, '`')+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		return ticks + " " + s + " " + ticks
	}
	return ticks + s + ticks
}

func longestRun(s string, c byte) int {
	best, run := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			run++
			best = max(best, run)
		} else {
			run = 0
		}
	}
	return best
}
