package budget

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
)

// Keep is an exec-style shaping of a view: the first, the last, or the first and last N
// lines. The zero value keeps head and tail by the budget alone.
type Keep struct {
	Mode string // "", "head", "tail" or "head_tail"
	N    int    // lines; 0 means as many as the budget holds
}

// ParseKeep reads --keep: head, tail, head_tail, each optionally with :N.
func ParseKeep(s string) (Keep, error) {
	if s == "" {
		return Keep{}, nil
	}
	mode, n, hasN := strings.Cut(s, ":")
	k := Keep{Mode: mode}
	switch mode {
	case "head", "tail", "head_tail":
	default:
		return k, fmt.Errorf("--keep %q: want head, tail or head_tail, optionally with :N", s)
	}
	if hasN {
		v, err := strconv.Atoi(n)
		if err != nil || v <= 0 {
			return k, fmt.Errorf("--keep %q: N must be a positive number of lines", s)
		}
		k.N = v
	}
	return k, nil
}

// ViewOptions shape the view of a stored log.
type ViewOptions struct {
	Room     int // the budget in bytes
	Keep     Keep
	Grep     string // keep only matching lines (case-insensitive), with Context around them
	Context  int
	MaxChars int // a cap on the view below the budget
	// ExitStatus and FirstError, when known, go into the note.
	ExitStatus *int
	FirstError int
	// Facts are said in the note beside the exit status (a run's timeout, its signal).
	Facts []string
	// Always attaches the note even when nothing was held back (a run's status is news).
	Always bool
	// Redactor, when set, hides secrets in every line shown.
	Redactor *ingest.Redactor
}

// Report says how a view was shaped, as the exec tool's budget report does.
type Report struct {
	Mode       string `json:"mode"`
	LinesTotal int    `json:"lines_total"`
	LinesKept  int    `json:"lines_kept"`
	// Streams reports each stream of a split run's view.
	Streams []StreamReport `json:"streams,omitempty"`
}

// Shaped is a view of a stored log with its note.
type Shaped struct {
	View
	Note   string
	Report Report
}

// ViewLog builds the budgeted view of a stored log: head, marker, tail (or the lines --keep
// or --grep asked for), and a note naming what was held back and how to reach it.
func ViewLog(ctx context.Context, log *ingest.Log, o ViewOptions) (Shaped, error) {
	room := o.Room
	if o.MaxChars > 0 && o.MaxChars < room {
		room = o.MaxChars
	}
	note := func(v View) string {
		return Note(NoteInfo{ID: log.ID, Held: v.HeldBack, CutBytes: v.CutBytes, ExitStatus: o.ExitStatus,
			FirstError: o.FirstError, Cut: log.Cut, Grep: o.Grep, Facts: o.Facts})
	}
	// Reserve the note's room with the widest numbers it can hold.
	reserve := len(note(View{HeldBack: &HeldBack{From: log.Lines, To: log.Lines, Lines: log.Lines, Bytes: log.Bytes}, CutBytes: log.Bytes})) + 1
	fitRoom := max(room-reserve, 64)
	totals := Totals{Lines: log.Lines, Bytes: log.Bytes, LastLF: log.LastLF}
	mode := "head_tail"
	var v View
	switch {
	case o.Grep != "":
		mode = "grep"
		var err error
		v, err = grepView(ctx, log, o.Grep, o.Context, fitRoom, o.Redactor)
		if err != nil {
			return Shaped{}, err
		}
	default:
		head, err := log.Head(ctx, fitRoom)
		if err != nil {
			return Shaped{}, err
		}
		tail, err := log.Tail(ctx, fitRoom)
		if err != nil {
			return Shaped{}, err
		}
		if o.Keep.Mode != "" {
			mode = o.Keep.Mode
		}
		head, tail = o.Keep.apply(head, tail)
		pass := newPass(o.Redactor)
		v = Fit(redactRows(pass, head), redactRows(pass, tail), totals, fitRoom)
	}
	s := Shaped{View: v, Report: Report{Mode: mode, LinesTotal: log.Lines, LinesKept: v.Shown}}
	if o.Always || v.HeldBack != nil || v.CutBytes > 0 || log.Cut != nil || (mode == "grep" && v.Shown < log.Lines) {
		s.Note = note(v)
		s.Text += s.Note + "\n"
	}
	return s, nil
}

// apply narrows the head and tail rows to what --keep asks.
func (k Keep) apply(head, tail []ingest.Row) ([]ingest.Row, []ingest.Row) {
	limit := func(rows []ingest.Row, n int, fromEnd bool) []ingest.Row {
		if n <= 0 || n >= len(rows) {
			return rows
		}
		if fromEnd {
			return rows[len(rows)-n:]
		}
		return rows[:n]
	}
	switch k.Mode {
	case "head":
		return limit(head, k.N, false), nil
	case "tail":
		return nil, limit(tail, k.N, true)
	case "head_tail":
		if k.N > 0 {
			return limit(head, (k.N+1)/2, false), limit(tail, k.N/2, true)
		}
	}
	return head, tail
}

// grepView keeps the lines matching expr, with context, and a marker for every gap.
func grepView(ctx context.Context, log *ingest.Log, expr string, ctxLines, room int, redactor *ingest.Redactor) (View, error) {
	p, err := Recall(ctx, log, Query{Matching: expr, Context: ctxLines, Redactor: redactor}, room+footerRoom)
	if err != nil {
		return View{}, err
	}
	var b strings.Builder
	prev := 0
	for _, l := range p.Lines {
		if gap := l.N - prev - 1; gap > 0 {
			fmt.Fprintf(&b, "[… %s lines …]\n", ingest.Thousands(gap))
		}
		b.WriteString(l.Text)
		b.WriteByte('\n')
		prev = l.N
	}
	v := View{Shown: len(p.Lines)}
	if gap := log.Lines - prev; gap > 0 {
		fmt.Fprintf(&b, "[… %s lines …]\n", ingest.Thousands(gap))
	}
	if p.MatchesLeft != nil && *p.MatchesLeft > 0 {
		fmt.Fprintf(&b, "[… %s more matching lines held back …]\n", ingest.Thousands(*p.MatchesLeft))
	}
	v.Text = b.String()
	if v.Shown < log.Lines && len(p.Lines) > 0 {
		v.HeldBack = &HeldBack{From: p.Lines[len(p.Lines)-1].N + 1, To: log.Lines, Lines: log.Lines - p.Lines[len(p.Lines)-1].N}
	}
	return v, nil
}

// NoteInfo is what the note after a held-back view names.
type NoteInfo struct {
	ID   string
	Held *HeldBack
	// More are further ranges held back after Held (a split view holds back from each
	// stream).
	More       []HeldBack
	Facts      []string
	CutBytes   int64
	ExitStatus *int
	FirstError int
	Cut        *ingest.Cut
	Grep       string
}

// Note is the line after a view that says what was held back and how to reach it. It
// never advises running a command again: everything reads the store.
func Note(n NoteInfo) string {
	var parts []string
	if h := n.Held; h != nil {
		ranges := make([]string, 0, 1+len(n.More))
		for _, r := range append([]HeldBack{*h}, n.More...) {
			ranges = append(ranges, fmt.Sprintf("%s-%s (%s)", ingest.Thousands(r.From), ingest.Thousands(r.To), ingest.HumanBytes(r.Bytes)))
		}
		parts = append(parts, fmt.Sprintf("held back: lines %s of %s", strings.Join(ranges, " and "), n.ID))
	} else {
		parts = append(parts, "kept whole as "+n.ID)
	}
	if n.CutBytes > 0 {
		parts = append(parts, fmt.Sprintf("%s cut from inside long lines (wisptriage show %s prints them whole)", ingest.HumanBytes(n.CutBytes), n.ID))
	}
	if n.ExitStatus != nil {
		parts = append(parts, fmt.Sprintf("exit status %d", *n.ExitStatus))
	}
	if n.FirstError > 0 {
		parts = append(parts, fmt.Sprintf("first error at line %s", ingest.Thousands(n.FirstError)))
	}
	parts = append(parts, n.Facts...)
	if c := n.Cut; c != nil {
		parts = append(parts, fmt.Sprintf("the store's ceiling of %s cut %s (%s lines) at line %s; they were not kept",
			ingest.HumanBytes(c.Ceiling), ingest.HumanBytes(c.Bytes), ingest.Thousands(c.Lines), ingest.Thousands(c.Line)))
	}
	from := 1
	if n.Held != nil {
		from = n.Held.From
	}
	parts = append(parts, fmt.Sprintf("`wisptriage recall %s --from %d` pages it, `wisptriage recall %s --matching RE` filters it, `wisptriage notable %s` summarises it, `wisptriage condense %s QUESTION` asks a model about all of it",
		n.ID, from, n.ID, n.ID, n.ID))
	return "[" + strings.Join(parts, "; ") + "]"
}
