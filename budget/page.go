package budget

import (
	"context"
	"fmt"
	"runtime"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
)

// Query selects the lines of a recall: a range, or the lines matching a pattern.
type Query struct {
	From     int    // first line (1 when 0)
	To       int    // last line (the log's last when 0)
	Matching string // a case-insensitive pattern, or a literal when it does not compile
	Context  int    // lines of context around each match
	// Flags repeats how the user asked (such as "--lines 10-20"), for the next command.
	Flags string
	// Redactor, when set, hides secrets in every line shown (matching reads the stored text).
	Redactor *ingest.Redactor
}

// PageLine is one line of a page.
type PageLine struct {
	N        int    `json:"line"`
	Text     string `json:"text"`
	Context  bool   `json:"context,omitempty"`   // shown around a match, not a match
	CutBytes int64  `json:"cut_bytes,omitempty"` // bytes of the line not shown
}

// Page is one budget's worth of a stored log.
type Page struct {
	ID           string     `json:"id"`
	Lines        []PageLine `json:"lines"`
	Next         *string    `json:"next"`
	MatchesTotal *int       `json:"matches_total"`
	// MatchesLeft counts the matches after this page, in the range asked.
	MatchesLeft *int        `json:"matches_left,omitempty"`
	Cut         *ingest.Cut `json:"cut,omitempty"` // set when the page crosses the ceiling's cut
	Total       int         `json:"total_lines"`
}

// lineCost is what one line takes on a page.
func lineCost(n int, text string) int { return len(fmt.Sprint(n)) + 2 + len(text) + 1 }

// footerRoom is kept free on every page for the next command and the counts.
const footerRoom = 256

// Recall reads one page of the log for q within room bytes.
func Recall(ctx context.Context, log *ingest.Log, q Query, room int) (Page, error) {
	from, to := max(q.From, 1), q.To
	if to <= 0 || to > log.Lines {
		to = log.Lines
	}
	p := Page{ID: log.ID, Lines: []PageLine{}, Total: log.Lines}
	avail := max(room-footerRoom, 64)
	var next int
	var err error
	pass := newPass(q.Redactor)
	if q.Matching == "" {
		next, err = pageRange(ctx, log, from, to, avail, &p, pass)
	} else {
		next, err = pageMatches(ctx, log, q, from, to, avail, &p, pass)
	}
	if err != nil {
		return p, err
	}
	if next > 0 && next <= to {
		cmd := NextCommand(log.ID, q, next, to, log.Lines)
		p.Next = &cmd
	}
	if c := log.Cut; c != nil && len(p.Lines) > 0 && p.Lines[0].N <= c.Line && c.Line <= p.Lines[len(p.Lines)-1].N {
		p.Cut = c
	}
	return p, nil
}

func pageRange(ctx context.Context, log *ingest.Log, from, to, avail int, p *Page, pass *ingest.RedactPass) (int, error) {
	used, next := 0, 0
	err := log.Range(ctx, from, to, func(r ingest.Row) error {
		full := Display(redacted(pass, r.Text))
		s := full
		cost := lineCost(r.N, s)
		if used+cost > avail {
			if len(p.Lines) > 0 {
				next = r.N
				return ingest.Stop
			}
			s = CutString(s, avail-lineCost(r.N, ""))
			cost = lineCost(r.N, s)
		}
		p.Lines = append(p.Lines, PageLine{N: r.N, Text: s, CutBytes: cutBytes(r, full, s)})
		used += cost
		return nil
	})
	if err == ingest.Stop {
		err = nil
	}
	return next, err
}

// frameMatches is what one frame contributed to a filter.
type frameMatches struct {
	lines []ingest.Row // matches in range, text copied
	count int          // all matches
	inRng int          // matches in range
}

func pageMatches(ctx context.Context, log *ingest.Log, q Query, from, to, avail int, p *Page, pass *ingest.RedactPass) (int, error) {
	m := NewMatcher(q.Matching)
	total, inRange, kept := 0, 0, 0
	var hits []ingest.Row
	keepMore := true
	err := ingest.EachFrame(ctx, log, 1, runtime.GOMAXPROCS(0), func(fr *ingest.FrameReader) (frameMatches, error) {
		var fm frameMatches
		var sc Scratch
		add := func(n int, text []byte, size int64) {
			fm.count++
			if n >= from && n <= to {
				fm.inRng++
				if len(fm.lines) < 4096 {
					fm.lines = append(fm.lines, ingest.Row{N: n, Text: append([]byte(nil), text[:min(len(text), avail)]...), Size: size})
				}
			}
		}
		raw, first, release, whole, err := fr.Whole()
		if err != nil {
			return fm, err
		}
		if whole {
			done := m.MatchFrame(raw, first, &sc, func(n int, text []byte) { add(n, text, int64(len(text))) })
			release()
			if done {
				return fm, nil
			}
		}
		err = fr.Lines(func(r ingest.Row) error {
			if m.Match(r.Text, &sc) {
				add(r.N, r.Text, r.Size)
			}
			return nil
		})
		return fm, err
	}, func(fm frameMatches) error {
		total += fm.count
		inRange += fm.inRng
		for _, r := range fm.lines {
			if !keepMore {
				break
			}
			hits = append(hits, r)
			kept += len(r.Text) + 16
			// With context each match costs more; keep enough to fill the page either way.
			if kept*(1+2*q.Context) > avail*2 {
				keepMore = false
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	p.MatchesTotal = &total
	next, shown := 0, 0
	used := 0
	if q.Context <= 0 {
		for _, r := range hits {
			full := Display(redacted(pass, r.Text))
			s := full
			cost := lineCost(r.N, s)
			if used+cost > avail {
				if len(p.Lines) == 0 {
					s = CutString(s, avail-lineCost(r.N, ""))
					cost = lineCost(r.N, s)
				} else {
					next = r.N
					break
				}
			}
			p.Lines = append(p.Lines, PageLine{N: r.N, Text: s, CutBytes: cutBytes(r, full, s)})
			used += cost
			shown++
		}
	} else {
		var err error
		next, shown, err = withContext(ctx, log, hits, q.Context, from, to, avail, p, pass)
		if err != nil {
			return 0, err
		}
	}
	if next == 0 && shown < inRange {
		next = p.Lines[len(p.Lines)-1].N + 1 // more matches than were kept for this page
	}
	left := inRange - shown
	p.MatchesLeft = &left
	return next, nil
}

// withContext shows each match with ctxLines around it, merging groups that touch.
func withContext(ctx context.Context, log *ingest.Log, hits []ingest.Row, ctxLines, from, to, avail int, p *Page, pass *ingest.RedactPass) (next, shown int, err error) {
	isHit := make(map[int]bool, len(hits))
	for _, h := range hits {
		isHit[h.N] = true
	}
	used, last := 0, 0
	for i, h := range hits {
		if h.N <= last {
			shown++
			continue
		}
		a, b := max(h.N-ctxLines, from, last+1), min(h.N+ctxLines, to)
		var group []PageLine
		cost := 0
		err := log.Range(ctx, a, b, func(r ingest.Row) error {
			full := Display(redacted(pass, r.Text))
			s := CutString(full, avail/4)
			group = append(group, PageLine{N: r.N, Text: s, Context: !isHit[r.N], CutBytes: cutBytes(r, full, s)})
			cost += lineCost(r.N, s)
			return nil
		})
		if err != nil {
			return 0, 0, err
		}
		if used+cost > avail && len(p.Lines) > 0 {
			return hits[i].N, shown, nil
		}
		p.Lines = append(p.Lines, group...)
		used += cost
		last = b
		shown++
	}
	return 0, shown, nil
}

// NextCommand is the command that reads the page after this one, repeating the filter.
func NextCommand(id string, q Query, next, to, total int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "wisptriage recall %s", id)
	if q.Matching != "" {
		fmt.Fprintf(&b, " --matching %s", ShellQuote(q.Matching))
		if q.Context > 0 {
			fmt.Fprintf(&b, " --context %d", q.Context)
		}
		if q.To > 0 && q.To < total {
			fmt.Fprintf(&b, " --lines %d-%d", next, to)
		} else {
			fmt.Fprintf(&b, " --from %d", next)
		}
		return b.String()
	}
	if to < total {
		fmt.Fprintf(&b, " --lines %d-%d", next, to)
	} else {
		fmt.Fprintf(&b, " --from %d", next)
	}
	return b.String()
}

// ShellQuote quotes s for a POSIX shell when it needs quoting.
func ShellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r == '-' || r == '_' || r == '.' || r == '/' || r == ':' || r == '=' || r == ',' ||
			('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || ('0' <= r && r <= '9'))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// cutBytes is how much of a line a page did not show: none when the whole stored line is
// there (redaction may change its length), else what its size exceeds the shown text by.
func cutBytes(r ingest.Row, full, shown string) int64 {
	if shown == full && !r.Partial && int64(len(r.Text)) == r.Size {
		return 0
	}
	return max(r.Size-int64(len(shown)), 1)
}
