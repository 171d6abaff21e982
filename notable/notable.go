package notable

import (
	"bytes"
	"context"
	"fmt"
	"sync/atomic"

	"github.com/wisptriage/wisptriage/digest"
	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/known"
	"github.com/wisptriage/wisptriage/shape"
)

// Kinds of content.
const (
	KindBuild = "build"
	KindTest  = "test"
	KindLint  = "lint"
	KindLog   = "log"
	KindJSON  = "json"
	KindJSONL = "jsonl"
	KindText  = "text"
)

// Options configure a summary. The zero value reads with every known format.
type Options struct {
	// Known is the compiled set of failure formats; nil compiles known.Formats().
	Known *known.Set
	// ExitStatus overrides the stored record's exit status.
	ExitStatus *int
	// Digest configures the template miner for logs with no outcome.
	Digest digest.Options
}

// Point is one statement of a summary, citing its lines.
type Point struct {
	Text  string        `json:"text"`
	Spans []ingest.Span `json:"-"`
}

// Summary is what the readers found in a stored log, ordered for a reader: root causes
// first on a failure, what is rare or severe first on a log with no outcome.
type Summary struct {
	ID         string
	Name       string
	Kind       string
	Outcome    string
	ExitStatus *int
	Bytes      int64
	Lines      int
	Cut        *ingest.Cut

	RootCauses     []ingest.Finding
	RootCauseTotal int
	Tally          known.Tally
	Warnings       []known.WarningCount
	WarningTotal   int
	// WarningFindings are the first warnings with their sources, for annotations.
	WarningFindings []ingest.Finding
	OutcomeLine     int
	Formats         []known.Seen
	Sections        []known.Section

	// Notable is what is rare or severe in a log, ranked; Templates counts the frequent.
	Notable   []ingest.Finding
	Templates []digest.Template
	Bursts    []digest.Burst
	Time      *digest.TimeSpan
	Severity  map[string]int

	// Outline is the shape of a JSON document; JSONLines that of a JSON Lines stream.
	Outline   *shape.Outline
	JSONLines *shape.LinesResult
	// Blocks are the JSON documents found inside a log of another kind, each outlined.
	Blocks []Block

	Points []Point
}

// Failed reports whether the outcome is a failure.
func (s *Summary) Failed() bool { return s.Outcome == known.OutcomeFailure }

// prefixLines is how much of a log decides what kind it is.
const prefixLines = 2000

// Summarize reads a stored log once with the readers its content calls for and returns
// its summary. It never writes text; report renders it.
func Summarize(ctx context.Context, log *ingest.Log, o Options) (Summary, error) {
	set := o.Known
	if set == nil {
		var err error
		set, err = known.Compile(known.Formats())
		if err != nil {
			return Summary{}, fmt.Errorf("known formats: %w", err)
		}
	}
	exit := log.ExitStatus
	if o.ExitStatus != nil {
		exit = o.ExitStatus
	}
	s := Summary{ID: log.ID, Name: log.Name, Bytes: log.Bytes, Lines: log.Lines, Cut: log.Cut, ExitStatus: exit}
	switch k, err := jsonKindOf(ctx, log); {
	case err != nil:
		return s, err
	case k == KindJSON:
		return summarizeJSON(ctx, log, s)
	case k == KindJSONL:
		return summarizeJSONLines(ctx, log, s, o)
	}

	kr := set.NewReader(known.Options{ExitStatus: exit})
	miner := digest.New(o.Digest)
	// A CI log may print a JSON document (a tool's --json report) among its lines.
	blocks := shape.NewBlocks(maxBlockBytes)
	// The prefix decides which readers go on: the template miner costs more than the
	// failure formats, a build's lines are not a service's messages, and a service log
	// has no verdict for the failure formats to find.
	readKnown, mine, decided, isLog := true, true, false, false
	n, logLike := 0, 0
	var want atomic.Uint32 // what the scan's workers keep for the readers that go on
	want.Store(wantRows | wantPrep)
	decide := func() {
		decided = true
		res := kr.Result()
		isLog = n > 0 && logLike*2 >= n
		mine = isLog || !hasExactFormat(res)
		readKnown = !isLog || res.Outcome != known.OutcomeUnknown || len(res.RootCauses) > 0 && !res.RootCauses[0].Guess
		w := uint32(0)
		if readKnown {
			w |= wantRows
		}
		if mine {
			w |= wantPrep
		}
		want.Store(w)
	}
	err := scanFrames(ctx, log, miner, &want, func(c *chunk) error {
		for i := 0; i < c.n; i++ {
			if decided {
				// The rest of the frame goes to the readers that went on, each at once.
				if readKnown {
					for _, r := range c.rows[i:] {
						kr.Line(r.N, r.Text)
						blocks.Line(r.N, r.Text)
					}
				}
				if mine {
					miner.Mine(c.batch, i, c.n)
				}
				n += c.n - i
				return nil
			}
			r := c.rows[i]
			n++
			if readKnown {
				kr.Line(r.N, r.Text)
				blocks.Line(r.N, r.Text)
			}
			if mine {
				miner.Mine(c.batch, i, i+1)
			}
			if looksLikeLogLine(r.Text) {
				logLike++
			}
			if n == prefixLines {
				decide()
			}
		}
		return nil
	})
	if err != nil {
		return s, err
	}
	if !decided {
		decide()
	}
	kres := kr.Result()
	s.Outcome = kres.Outcome
	s.OutcomeLine = kres.OutcomeLine
	if s.ExitStatus == nil {
		s.ExitStatus = kres.ExitStatus
	}
	s.RootCauses, s.RootCauseTotal = kres.RootCauses, kres.RootCauseTotal
	s.Tally = kres.Tally
	s.Warnings, s.WarningTotal = kres.Warnings, kres.WarningTotal
	s.WarningFindings = kres.WarningFindings
	s.Formats, s.Sections = kres.Formats, kres.Sections
	s.Kind = kres.Kind
	if mine {
		dres := miner.Result()
		s.Notable, s.Templates, s.Bursts, s.Time, s.Severity = dres.Notable, dres.Templates, dres.Bursts, dres.Time, dres.Severity
		if isLog || !hasExactFormat(kres) {
			s.Kind = KindLog
			// A log with no outcome leads with what is rare or severe; the failure
			// formats' findings stay only when it failed.
			if s.Outcome != known.OutcomeFailure {
				s.RootCauses, s.RootCauseTotal = nil, 0
			}
		}
	}
	if s.Kind == "" {
		s.Kind = KindText
	}
	if err := outlineBlocks(ctx, log, blocks.Result(), &s); err != nil {
		return s, err
	}
	s.Points = append(s.Points, points(&s)...)
	return s, nil
}

func hasExactFormat(k known.Result) bool {
	for _, f := range k.Formats {
		switch f.Format {
		case "generic", "github-actions", "travis", "timestamps":
		default:
			return true
		}
	}
	return false
}

// looksLikeLogLine: a service log's lines start with a timestamp, a level or a syslog
// priority; a build's rarely do.
func looksLikeLogLine(b []byte) bool {
	b = bytes.TrimLeft(b, " \t")
	if len(b) < 8 {
		return false
	}
	digits := 0
	for _, c := range b[:8] {
		if c >= '0' && c <= '9' {
			digits++
		}
	}
	if digits >= 4 {
		return true // 2026-11-29, 10:49:08, 081109 203615
	}
	if b[0] == '<' || b[0] == '[' {
		return true
	}
	for _, m := range [][]byte{[]byte("Jan "), []byte("Feb "), []byte("Mar "), []byte("Apr "), []byte("May "), []byte("Jun "),
		[]byte("Jul "), []byte("Aug "), []byte("Sep "), []byte("Oct "), []byte("Nov "), []byte("Dec ")} {
		if bytes.HasPrefix(b, m) {
			return true
		}
	}
	return false
}

// points are the summary's statements beyond the findings, each citing its lines, and
// what no reader explained.
func points(s *Summary) []Point {
	var ps []Point
	if s.OutcomeLine > 0 {
		ps = append(ps, Point{Text: "verdict", Spans: []ingest.Span{ingest.Line(s.OutcomeLine)}})
	}
	if s.Failed() && len(s.RootCauses) == 0 && s.Lines > 0 {
		from := max(1, s.Lines-9)
		ps = append(ps, Point{Text: "no reader found an error line for this failure; the last lines are cited",
			Spans: []ingest.Span{{From: from, To: s.Lines}}})
	}
	for _, b := range s.Bursts {
		ps = append(ps, Point{Text: fmt.Sprintf("burst: %d of %d × %q", b.Count, b.Total, b.Template), Spans: []ingest.Span{b.Span}})
	}
	if s.Time != nil {
		ps = append(ps, Point{Text: fmt.Sprintf("time span %s to %s", s.Time.First, s.Time.Last),
			Spans: []ingest.Span{ingest.Line(s.Time.FirstLine), ingest.Line(s.Time.LastLine)}})
	}
	if s.Cut != nil {
		ps = append(ps, Point{Text: fmt.Sprintf("the store's ceiling cut %s lines here; they were not read", ingest.Thousands(s.Cut.Lines)),
			Spans: []ingest.Span{ingest.Line(s.Cut.Line)}})
	}
	return ps
}

// firstErrorMaxBytes bounds the logs whose first error a view's note names: finding it
// reads the whole log, which a large ingest should not pay for.
const firstErrorMaxBytes = 256 << 20

// FirstError returns the line of the first root cause the known formats find, or 0 when
// there is none or the log is too large to read for it.
func FirstError(ctx context.Context, log *ingest.Log, set *known.Set) (int, error) {
	if log.Bytes > firstErrorMaxBytes || log.Lines == 0 {
		return 0, nil
	}
	if set == nil {
		var err error
		if set, err = known.Compile(known.Formats()); err != nil {
			return 0, err
		}
	}
	kr := set.NewReader(known.Options{ExitStatus: log.ExitStatus})
	if err := log.Scan(ctx, func(r ingest.Row) error { kr.Line(r.N, r.Text); return nil }); err != nil {
		return 0, err
	}
	res := kr.Result()
	if len(res.RootCauses) == 0 {
		return 0, nil
	}
	return res.RootCauses[0].Span.From, nil
}

// Kind tells what a stored log is from its first lines, cheaply: build, test or lint when
// a known format speaks, json or jsonl, log when its lines look like a service's, else text.
func Kind(ctx context.Context, log *ingest.Log) (string, error) {
	head, err := log.Head(ctx, 64<<10)
	if err != nil {
		return "", err
	}
	if k := jsonKind(head); k != "" {
		return k, nil
	}
	set, err := known.Compile(known.Formats())
	if err != nil {
		return "", err
	}
	kr := set.NewReader(known.Options{})
	logLike := 0
	for _, r := range head {
		kr.Line(r.N, r.Text)
		if looksLikeLogLine(r.Text) {
			logLike++
		}
	}
	res := kr.Result()
	switch {
	case hasExactFormat(res) && res.Kind != "":
		return res.Kind, nil
	case len(head) > 0 && logLike*2 >= len(head):
		return KindLog, nil
	}
	return KindText, nil
}

// jsonKind says json for a document, jsonl when most lines are objects, else "".
func jsonKind(head []ingest.Row) string {
	objects, nonEmpty := 0, 0
	for _, r := range head {
		t := bytes.TrimSpace(r.Text)
		if len(t) == 0 {
			continue
		}
		nonEmpty++
		if t[0] == '{' && t[len(t)-1] == '}' {
			objects++
		}
	}
	if nonEmpty >= 2 && objects*10 >= nonEmpty*8 {
		return KindJSONL
	}
	for _, r := range head {
		t := bytes.TrimSpace(r.Text)
		if len(t) == 0 {
			continue
		}
		if t[0] == '{' || t[0] == '[' && (len(t) == 1 || t[1] == '{' || t[1] == '"' || t[1] == '[' || t[1] == ' ' || t[1] == ']') {
			return KindJSON
		}
		break
	}
	return ""
}
