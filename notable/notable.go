package notable

import (
	"bytes"
	"context"
	"fmt"
	"io"
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
	ID      string
	Name    string
	Kind    string
	Outcome string
	// OutcomeGuessed: no exit status and no verdict; the outcome is read from error lines.
	OutcomeGuessed bool
	ExitStatus     *int
	Bytes          int64
	Lines          int
	Cut            *ingest.Cut

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
	set, err := o.set()
	if err != nil {
		return Summary{}, err
	}
	s := o.summaryOf(log)
	switch k, err := jsonKindOf(ctx, log); {
	case err != nil:
		return s, err
	case k == KindJSON:
		return summarizeJSON(ctx, log, s)
	case k == KindJSONL:
		return summarizeJSONLines(ctx, log, s, o)
	}
	z := newSummarizer(set, s.ExitStatus, o)
	if err := newWorkers(z).scanStored(ctx, log); err != nil {
		return s, err
	}
	return z.finish(ctx, log, s)
}

// SummarizeInput stores r and reads it in the same pass, from the frames the store is
// handed rather than decoding them again; the stored log's summary is the same as
// Summarize's. The record is returned with it. A JSON document, JSON Lines, or an input
// the ceiling cuts is read again from the store once stored, as Summarize reads it.
func SummarizeInput(ctx context.Context, store *ingest.Store, r io.Reader, meta ingest.Meta, o Options) (Summary, ingest.Record, error) {
	set, err := o.set()
	if err != nil {
		return Summary{}, ingest.Record{}, err
	}
	exit := meta.ExitStatus
	if o.ExitStatus != nil {
		exit = o.ExitStatus
	}
	z := newSummarizer(set, exit, o)
	z.sniff = true
	w := newWorkers(z)
	t := w.tap(ctx)
	var rec ingest.Record
	var ingestErr error
	stored := make(chan struct{})
	go func() {
		defer close(stored)
		rec, ingestErr = store.IngestTap(ctx, r, meta, t.frame)
		t.end()
	}()
	// read returns once the store has returned and every frame is given back.
	readErr := t.read()
	<-stored
	if ingestErr != nil {
		return Summary{}, rec, ingestErr
	}
	if readErr != nil {
		return Summary{}, rec, readErr
	}
	log, err := store.OpenLog(rec.ID)
	if err != nil {
		return Summary{}, rec, err
	}
	defer log.Close()
	again := z.jsonKind != "" || log.Cut != nil
	if z.sniff && !again {
		k, err := jsonKindOf(ctx, log)
		if err != nil {
			return Summary{}, rec, err
		}
		again = k != ""
	}
	if again {
		s, err := Summarize(ctx, log, o)
		return s, rec, err
	}
	s, err := z.finish(ctx, log, o.summaryOf(log))
	return s, rec, err
}

func (o Options) set() (*known.Set, error) {
	if o.Known != nil {
		return o.Known, nil
	}
	set, err := known.Compile(known.Formats())
	if err != nil {
		return nil, fmt.Errorf("known formats: %w", err)
	}
	return set, nil
}

func (o Options) summaryOf(log *ingest.Log) Summary {
	exit := log.ExitStatus
	if o.ExitStatus != nil {
		exit = o.ExitStatus
	}
	return Summary{ID: log.ID, Name: log.Name, Bytes: log.Bytes, Lines: log.Lines, Cut: log.Cut, ExitStatus: exit}
}

// summarizer reads a log's lines in order with the readers its prefix calls for: the
// template miner costs more than the failure formats, a build's lines are not a service's
// messages, and a service log has no verdict for the failure formats to find.
type summarizer struct {
	set   *known.Set
	kr    known.Reader
	miner *digest.Miner
	// latePrep prepares for the miner a frame the workers did not (see decided).
	latePrep *digest.Prep
	blocks   *shape.Blocks // a CI log may print a JSON document (a tool's --json report); nil: not looked for

	readKnown, mine, decided, isLog bool
	n, logLike                      int
	prefix                          int           // the lines read one by one, before the decision
	want                            atomic.Uint32 // what the scan's workers prepare for the readers that go on

	// sniff: the first lines decide whether the input is JSON (for an input read while
	// it is stored); jsonKind says so, and the readers stop.
	sniff    bool
	head     []byte
	headRows int
	jsonKind string
}

func newSummarizer(set *known.Set, exit *int, o Options) *summarizer {
	z := &summarizer{set: set, kr: set.NewReader(known.Options{ExitStatus: exit}), miner: digest.New(o.Digest),
		blocks: shape.NewBlocks(maxBlockBytes), readKnown: true, mine: true, prefix: prefixLines}
	z.want.Store(wantRows | wantPrep)
	return z
}

// jsonSniffBytes is how much of an input read while stored decides whether it is JSON, as
// jsonKindOf reads the head of a stored log.
const jsonSniffBytes = 64 << 10

// chunk reads one frame's lines, in the order of the log.
func (z *summarizer) chunk(c *chunk) {
	rows := c.rows
	if z.sniff {
		z.sniffJSON(rows)
	}
	if z.jsonKind != "" {
		return // read again from the store, as JSON
	}
	if z.mine && !c.prepped {
		// Prepared before the prefix decided that the miner goes on.
		if z.latePrep == nil {
			z.latePrep = z.miner.Prep()
		}
		for _, r := range rows {
			z.latePrep.Line(&c.batch, r.N, r.Text)
		}
		c.prepped = true
	}
	i := 0
	for ; i < len(rows) && !z.decided; i++ {
		r := rows[i]
		z.n++
		if z.readKnown {
			z.kr.Line(r.N, r.Text)
			if z.blocks != nil {
				z.blocks.Line(r.N, r.Text)
			}
		}
		if z.mine {
			z.miner.Mine(&c.batch, i, i+1)
		}
		if looksLikeLogLine(r.Text) {
			z.logLike++
		}
		if z.n == z.prefix {
			z.decide()
		}
	}
	if i == len(rows) {
		return
	}
	// The rest of the frame goes to the readers that went on, each at once.
	if z.readKnown {
		z.kr.ReadBatch(&c.known)
		if z.blocks != nil {
			for _, r := range rows[i:] {
				z.blocks.Line(r.N, r.Text)
			}
		}
	}
	if z.mine {
		z.miner.Mine(&c.batch, i, len(rows))
	}
	z.n += len(rows) - i
}

// sniffJSON gathers the first rows as jsonKindOf reads a stored log's head and, once it
// has them, sets jsonKind when the input is JSON. An input that ends before then is asked
// again from the store.
func (z *summarizer) sniffJSON(rows []ingest.Row) {
	for _, r := range rows {
		if z.headRows > 0 && len(z.head)+len(r.Text)+1 > jsonSniffBytes {
			z.sniff = false
			break
		}
		z.head = append(append(z.head, r.Text[:min(len(r.Text), jsonSniffBytes)]...), '\n')
		z.headRows++
	}
	if !z.sniff {
		z.jsonKind = jsonKindOfText(z.head)
		z.head = nil
	}
}

func (z *summarizer) decide() {
	z.decided = true
	res := z.kr.Result()
	z.isLog = z.n > 0 && z.logLike*2 >= z.n
	z.mine = z.isLog || !hasExactFormat(res)
	z.readKnown = !z.isLog || res.Outcome != known.OutcomeUnknown || len(res.RootCauses) > 0 && !res.RootCauses[0].Guess || ranByCI(res)
	w := uint32(0)
	if z.readKnown {
		w |= wantRows
	}
	if z.mine {
		w |= wantPrep
	}
	z.want.Store(w | decided)
}

// finish fills the summary once every line has been read.
func (z *summarizer) finish(ctx context.Context, log *ingest.Log, s Summary) (Summary, error) {
	if !z.decided {
		z.decide()
	}
	mine := z.mine
	kres := z.kr.Result()
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
		dres := z.miner.Result()
		s.Notable, s.Templates, s.Bursts, s.Time, s.Severity = dres.Notable, dres.Templates, dres.Bursts, dres.Time, dres.Severity
		switch {
		case z.isLog:
			s.Kind = KindLog
			// A service log with no outcome leads with what is rare or severe; the
			// failure formats' findings stay only when it failed.
			if s.Outcome != known.OutcomeFailure {
				s.RootCauses, s.RootCauseTotal = nil, 0
			}
		case !hasExactFormat(kres) && len(s.RootCauses) > 0 && s.Outcome == known.OutcomeUnknown:
			// A script's output that no tool's format explains, with error lines and no
			// verdict: its command failed, most likely, and the lines say why (each
			// marked a guess).
			s.Outcome = known.OutcomeFailure
			s.OutcomeGuessed = true
		case !hasExactFormat(kres):
			s.Kind = KindLog
			if s.Outcome != known.OutcomeFailure {
				s.RootCauses, s.RootCauseTotal = nil, 0
			}
		}
	}
	if s.Kind == "" {
		s.Kind = KindText
	}
	if z.blocks != nil {
		if err := outlineBlocks(ctx, log, z.blocks.Result(), &s); err != nil {
			return s, err
		}
	}
	s.Points = append(s.Points, points(&s)...)
	return s, nil
}

// ranByCI reports whether a CI runner's own lines (GitHub Actions' groups, Travis's
// folds) were seen: what it ran is a job's output, which the failure formats read to its
// end whatever its first lines looked like.
func ranByCI(k known.Result) bool {
	for _, f := range k.Formats {
		if f.Format == "github-actions" || f.Format == "travis" {
			return true
		}
	}
	return false
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
// priority; a build's rarely do. A CI runner's timestamp on every line says nothing of
// what it wraps, and neither do a build's bracketed progress ("[ 22%]", "[449/694]") or
// Maven's level tags ("[INFO] Downloading"), which a build prints thousands of.
func looksLikeLogLine(b []byte) bool {
	b = bytes.TrimLeft(b, " \t")
	if n := known.TimestampLen(b); n > 0 && n < len(b) {
		b = bytes.TrimLeft(b[n:], " \t")
		if known.TimestampLen(b) > 0 || startsWithLevel(b) {
			return true
		}
	}
	if len(b) < 8 {
		return false
	}
	if b[0] == '[' {
		return bracketLooksLikeLog(b)
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
	if b[0] == '<' || startsWithLevel(b) {
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

// bracketLooksLikeLog: "[2026-11-29 10:49:08]", "[Sun Dec 04 04:47:44 2005]" or a thread
// name is a service's; a progress counter or Maven's "[INFO] " is a build's.
func bracketLooksLikeLog(b []byte) bool {
	for _, tag := range []string{"[INFO] ", "[WARNING] ", "[WARN] ", "[ERROR] ", "[DEBUG] "} {
		if bytes.HasPrefix(b, []byte(tag)) {
			// Maven's, unless a timestamp follows the tag.
			rest := b[len(tag):]
			return len(rest) >= 4 && isDigits(rest[:4])
		}
	}
	i := 1
	for i < len(b) && b[i] == ' ' {
		i++
	}
	j := i
	for j < len(b) && b[j] >= '0' && b[j] <= '9' {
		j++
	}
	if j > i && j < len(b) && (b[j] == '%' || b[j] == '/') {
		return false // [ 22%], [449/694]
	}
	return true
}

func isDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// startsWithLevel reports whether a line starts with a log level word.
func startsWithLevel(b []byte) bool {
	for _, l := range []string{"INFO", "WARN", "ERROR", "DEBUG", "TRACE", "FATAL", "NOTICE", "CRITICAL", "level="} {
		if len(b) > len(l) && bytes.HasPrefix(b, []byte(l)) && (b[len(l)] == ' ' || b[len(l)] == ':' || b[len(l)] == ']' || l == "level=") {
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
	// Only the failure formats read, on every core.
	z := newSummarizer(set, log.ExitStatus, Options{})
	z.prefix, z.decided, z.mine, z.blocks = 0, true, false, nil
	z.want.Store(wantRows)
	if err := newWorkers(z).scanStored(ctx, log); err != nil {
		return 0, err
	}
	res := z.kr.Result()
	if len(res.RootCauses) == 0 {
		return 0, nil
	}
	return res.RootCauses[0].Span.From, nil
}

// Kind tells what a stored log is from its first lines, cheaply: build, test or lint when
// a known format speaks, json or jsonl, log when its lines look like a service's, else text.
func Kind(ctx context.Context, log *ingest.Log) (string, error) {
	head, err := log.Head(ctx, jsonSniffBytes)
	if err != nil {
		return "", err
	}
	if k := jsonKindOfText(joinRows(head)); k != "" {
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
