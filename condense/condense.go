package condense

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wisptriage/wisptriage/budget"
	"github.com/wisptriage/wisptriage/ingest"
)

// Defaults of Options' zero values.
const (
	DefaultMaxChunks   = 48
	DefaultConcurrency = 4
	DefaultTimeout     = 5 * time.Minute
	DefaultMaxAttempts = 4
	DefaultBackoff     = time.Second
	DefaultMaxBackoff  = 30 * time.Second
)

// Options configure a pass. The zero value means the documented defaults, with
// redaction on; an endpoint must still be named (BaseURL, OllamaHost or APIKey).
type Options struct {
	Provider   string // "openai", "ollama", or "" to tell from BaseURL
	BaseURL    string // an OpenAI-compatible base URL (…/v1); port 11434 or an /api path means Ollama
	APIKey     string // sent as a bearer token
	Model      string // the model name, e.g. "gpt-4o-mini" or "llama3.1:8b"
	OllamaHost string // OLLAMA_HOST's forms: "host", "host:port", a URL

	Window int // tokens; used when the endpoint does not say. 0: the model table, else the floor
	Budget int // bytes; overrides the budget the window gives

	MaxChunks   int           // chunks read at most (48); the result says when the log had more
	Concurrency int           // calls at once (4)
	Timeout     time.Duration // per call (5m)
	MaxAttempts int           // per call, the first included (4)
	Backoff     time.Duration // the first retry's delay, doubled each time (1s)
	MaxBackoff  time.Duration // the longest backoff (30s); a Retry-After of up to 2m is honoured

	DryRun   bool // plan the chunks and build the first prompt; call nothing
	NoRedact bool // send the lines as they are (--no-redact)

	HTTPClient *http.Client
	Clock      Clock
	Jitter     func() float64 // in [0, 1); the default is math/rand/v2
	Logger     *slog.Logger   // default: discard

	// Completer, when set, is asked instead of the configured endpoint (tests, embedding).
	Completer Completer
	// Redactor, when set, is shared instead of compiling one for the pass.
	Redactor *ingest.Redactor
}

// maxCitedLines caps the line numbers listed in Result.Lines; Spans holds them all.
const maxCitedLines = 1000

func (o *Options) setDefaults() {
	if o.MaxChunks <= 0 {
		o.MaxChunks = DefaultMaxChunks
	}
	if o.Concurrency <= 0 {
		o.Concurrency = DefaultConcurrency
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.MaxAttempts <= 0 {
		o.MaxAttempts = DefaultMaxAttempts
	}
	if o.Backoff <= 0 {
		o.Backoff = DefaultBackoff
	}
	if o.MaxBackoff <= 0 {
		o.MaxBackoff = DefaultMaxBackoff
	}
	if o.HTTPClient == nil {
		o.HTTPClient = &http.Client{}
	}
	if o.Clock == nil {
		o.Clock = realClock{}
	}
	if o.Jitter == nil {
		o.Jitter = rand.Float64
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
}

// Result is what a pass found and what it cost. Its JSON is the contract of
// `condense --format json`.
type Result struct {
	Answer           string        `json:"answer"`
	Lines            []int         `json:"lines"` // the lines the answer cites, in order (at most 1,000)
	Spans            []ingest.Span `json:"spans"` // the same lines as merged ranges
	Chunks           ChunkCounts   `json:"chunks"`
	DroppedCitations int           `json:"dropped_citations"`
	Redactions       int           `json:"redactions"`
	Usage            Usage         `json:"usage"`
	DurationS        float64       `json:"duration_s"`

	ID       string `json:"id"`
	Question string `json:"question"`
	LogLines int    `json:"log_lines"`
	Kind     string `json:"kind,omitempty"`

	Provider   string `json:"provider,omitempty"`
	Endpoint   string `json:"endpoint,omitempty"`
	Model      string `json:"model,omitempty"`
	Window     int    `json:"window"`      // tokens; 0 when unknown
	WindowFrom string `json:"window_from"` // "endpoint", "option", "model table" or "floor"
	Budget     int    `json:"budget"`      // bytes

	Read     ingest.Span  `json:"read"`             // the lines read (sent, or planned in a dry run)
	Unread   *ingest.Span `json:"unread,omitempty"` // the lines past MaxChunks, not read
	Combined bool         `json:"combined"`         // the answers were combined by one more call
	Redacted bool         `json:"redacted"`         // false with NoRedact
	Parts    []Part       `json:"parts"`            // each answer that said something, by its lines
	Notes    []string     `json:"notes,omitempty"`  // what else the reader should know

	DryRun bool  `json:"dry_run,omitempty"`
	Plan   *Plan `json:"plan,omitempty"`
}

// ChunkCounts counts the chunks: the log's, those read, those whose answer said something.
type ChunkCounts struct {
	Total    int `json:"total"`
	Read     int `json:"read"`
	Answered int `json:"answered"`
}

// Usage is what the pass cost, as the endpoint reported it.
type Usage struct {
	Calls            int `json:"calls"` // requests to the model, retries included
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	Retries          int `json:"retries"`
	Splits           int `json:"splits"` // chunks cut in two on a context-length refusal
}

// Part is one chunk's answer.
type Part struct {
	Lines  ingest.Span `json:"lines"`
	Answer string      `json:"answer"`
}

// Plan is a dry run's account of what would be sent.
type Plan struct {
	Room        int            `json:"room"` // bytes of lines per chunk
	Chunks      []PlannedChunk `json:"chunks"`
	FirstPrompt *Prompt        `json:"first_prompt,omitempty"`
}

// PlannedChunk is one chunk of a plan.
type PlannedChunk struct {
	Lines  ingest.Span `json:"lines"`
	Bytes  int         `json:"bytes"`  // of its numbered lines
	Tokens int         `json:"tokens"` // estimated for its whole prompt
}

// configError is an endpoint that cannot be used as configured.
type configError struct{ msg string }

func (e *configError) Error() string { return e.msg }
func (e *configError) Unwrap() error { return ErrEndpoint }

// piece is the answer to a chunk, or to a part of one that was split.
type piece struct {
	lines   ingest.Span
	text    string
	nothing bool
}

// pass holds what the calls of one run share.
type pass struct {
	question string // as sent, redacted
	kind     string
	lines    int
	k        *caller
	log      *slog.Logger
	splits   atomic.Int64
	dropped  atomic.Int64
}

// Run answers question over all of src: it cuts the log into chunks that fit the
// budget, asks the endpoint about each (at most Concurrency at once), and joins or
// combines the answers into one that cites only lines that were shown. With DryRun it
// returns the plan and calls nothing. Errors of the endpoint wrap [ErrEndpoint]; a
// cancelled ctx stops every call and returns its error.
func Run(ctx context.Context, src Source, question string, o Options) (*Result, error) {
	o.setDefaults()
	question = strings.TrimSpace(question)
	if src == nil {
		return nil, fmt.Errorf("condense: %w: no log", ErrUsage)
	}
	if question == "" {
		return nil, fmt.Errorf("condense: %w: the question is empty", ErrUsage)
	}
	start := o.Clock.Now()
	n := src.Lines()
	res := &Result{ID: src.ID(), Question: question, LogLines: n, Kind: src.Kind(), Redacted: !o.NoRedact,
		DryRun: o.DryRun, Lines: []int{}, Spans: []ingest.Span{}, Parts: []Part{}, Model: o.Model}

	comp, oll, ep, err := connect(&o, src.ID())
	if err != nil {
		return nil, err
	}
	res.Provider, res.Endpoint = ep.provider, ep.url
	k := &caller{c: comp, provider: ep.provider, url: ep.url, timeout: o.Timeout, attempts: o.MaxAttempts,
		backoff: o.Backoff, maxDelay: o.MaxBackoff, clock: o.Clock, jitter: o.Jitter, log: o.Logger}

	if oll != nil && !o.DryRun {
		err := k.retry(ctx, "show", func(ctx context.Context) error {
			w, err := oll.window(ctx)
			res.Window = w
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("condense: reading the model's window: %w", err)
		}
		if res.Window > 0 {
			res.WindowFrom = "endpoint"
		}
	}
	switch {
	case res.Window > 0:
	case o.Window > 0:
		res.Window, res.WindowFrom = o.Window, "option"
	case KnownWindow(o.Model) > 0:
		res.Window, res.WindowFrom = KnownWindow(o.Model), "model table"
	default:
		res.WindowFrom = "floor"
	}
	if oll != nil && o.DryRun {
		res.Notes = append(res.Notes, "dry run: the endpoint was not asked for the model's window")
	}
	res.Budget = budget.ForWindow(res.Window)
	if o.Budget > 0 {
		res.Budget = o.Budget
	}
	if oll != nil {
		oll.numCtx = numCtx(res.Window, res.Budget)
	}

	var rp *ingest.RedactPass
	q := question
	if !o.NoRedact {
		r := o.Redactor
		if r == nil {
			r = ingest.NewRedactor()
		}
		rp = r.NewPass()
		b, c := rp.Redact(nil, []byte(question))
		q, res.Redactions = string(b), c
	}
	frame := chunkPrompt(q, res.Kind, ingest.Span{From: n, To: n}, n, nil)
	room := res.Budget - len(frame.System) - len(frame.User)
	if room < max(512, res.Budget/4) {
		return nil, fmt.Errorf("condense: %w: the question leaves too little of the %d-byte budget for the log; shorten it or raise --budget", ErrUsage, res.Budget)
	}
	if n == 0 {
		res.Answer = "The log is empty: there is nothing to read."
		res.DurationS = o.Clock.Now().Sub(start).Seconds()
		return res, nil
	}
	ch := &chunker{room: room, maxLine: room - 80, max: o.MaxChunks, pass: rp}
	p := &pass{question: q, kind: res.Kind, lines: n, k: k, log: o.Logger}

	if o.DryRun {
		err = p.plan(ctx, src, ch, res, len(frame.System)+len(frame.User))
	} else {
		err = p.run(ctx, src, ch, res, o.Concurrency)
	}
	if err != nil {
		return nil, err
	}
	res.Chunks.Total, res.Chunks.Read = ch.total(), ch.emitted
	res.Redactions += ch.redactions
	if ch.emitted > 0 {
		res.Read = ingest.Span{From: 1, To: ch.last}
	}
	if ch.counting {
		res.Unread = &ingest.Span{From: ch.unreadFrom, To: n}
		if !o.DryRun {
			res.Answer += "\n\n" + unreadNote(res)
		}
	}
	res.Usage = Usage{Calls: int(k.calls.Load()), PromptTokens: int(k.promptTokens.Load()),
		CompletionTokens: int(k.completionTokens.Load()), Retries: int(k.retries.Load()), Splits: int(p.splits.Load())}
	res.DurationS = o.Clock.Now().Sub(start).Seconds()
	return res, nil
}

// connect builds the client for the configured endpoint.
func connect(o *Options, id string) (Completer, *ollamaClient, endpoint, error) {
	if o.Completer != nil {
		return o.Completer, nil, endpoint{provider: "custom"}, nil
	}
	ep, ok, err := resolveEndpoint(o)
	if err != nil {
		return nil, nil, ep, fmt.Errorf("condense: %w", err)
	}
	if !ok {
		if o.DryRun {
			return nil, nil, ep, nil
		}
		return nil, nil, ep, &configError{fmt.Sprintf("condense: no model endpoint is configured: set --base-url "+
			"(OPENAI_BASE_URL) with --api-key (OPENAI_API_KEY), or --ollama-host (OLLAMA_HOST), and --model "+
			"(WISPTRIAGE_MODEL). Without a model, `wisptriage notable %s` gives what is notable in the log and "+
			"`wisptriage recall %s --matching RE` finds the lines you are after", id, id)}
	}
	if o.Model == "" && !o.DryRun {
		return nil, nil, ep, &configError{fmt.Sprintf("condense: no model named for the %s endpoint %s: set --model (WISPTRIAGE_MODEL)", ep.provider, ep.url)}
	}
	now := o.Clock.Now
	if ep.provider == ProviderOllama {
		c := &ollamaClient{hc: o.HTTPClient, host: ep.url, model: o.Model, key: o.APIKey, now: now}
		return c, c, ep, nil
	}
	return newOpenAI(ep.url, o.APIKey, o.Model, o.HTTPClient, now), nil, ep, nil
}

// numCtx is the num_ctx sent to Ollama: the window, but no more than a prompt of the
// budget can use (four times its tokens at 4 bytes a token, plus room for the answer),
// since Ollama sizes its cache by it.
func numCtx(window, bud int) int {
	if window <= 0 {
		return 0
	}
	return min(window, bud/budget.BytesPerToken*4+2048)
}

// plan reads the log as a pass would and records the chunks, without calling.
func (p *pass) plan(ctx context.Context, src Source, ch *chunker, res *Result, frame int) error {
	res.Plan = &Plan{Room: ch.room, Chunks: []PlannedChunk{}}
	emit := func(c *chunk) error {
		res.Plan.Chunks = append(res.Plan.Chunks, PlannedChunk{Lines: c.lines, Bytes: len(c.text),
			Tokens: (frame + len(c.text)) / budget.BytesPerToken})
		if res.Plan.FirstPrompt == nil {
			fp := chunkPrompt(p.question, p.kind, c.lines, p.lines, c.text)
			res.Plan.FirstPrompt = &fp
		}
		return nil
	}
	err := src.ReadLines(ctx, 1, p.lines, func(n int, text []byte) error { return ch.line(n, text, emit) })
	if err == nil {
		err = ch.finish(emit)
	}
	if err != nil {
		return fmt.Errorf("condense: reading the log: %w", err)
	}
	res.Answer = fmt.Sprintf("Dry run: %d calls would be made for %d chunks; nothing was sent.", len(res.Plan.Chunks), len(res.Plan.Chunks))
	return nil
}

// run reads the log into chunks on one goroutine and asks them on workers, then joins
// or combines the answers.
func (p *pass) run(parent context.Context, src Source, ch *chunker, res *Result, workers int) error {
	ctx, cancel := context.WithCancelCause(parent)
	defer cancel(nil)
	chunks := make(chan *chunk)
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		pieces   = map[int][]piece{}
		firstErr error
		readErr  error
	)
	fail := func(err error) {
		mu.Lock()
		if firstErr == nil {
			firstErr = err
		}
		mu.Unlock()
		cancel(err)
	}
	wg.Go(func() {
		defer close(chunks)
		send := func(c *chunk) error {
			select {
			case chunks <- c:
				return nil
			case <-ctx.Done():
				return context.Cause(ctx)
			}
		}
		err := src.ReadLines(ctx, 1, p.lines, func(n int, text []byte) error { return ch.line(n, text, send) })
		if err == nil {
			err = ch.finish(send)
		}
		if err != nil && ctx.Err() == nil {
			readErr = err
			cancel(err)
		}
	})
	for range workers {
		wg.Go(func() {
			for c := range chunks {
				if ctx.Err() != nil {
					continue // drain: the reader stops at the cancel
				}
				ps, err := p.ask(ctx, c)
				if err != nil {
					if ctx.Err() == nil {
						fail(fmt.Errorf("condense: lines %d–%d: %w", c.lines.From, c.lines.To, err))
					}
					continue
				}
				mu.Lock()
				pieces[c.idx] = ps
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if err := parent.Err(); err != nil {
		return fmt.Errorf("condense: %w", context.Cause(parent))
	}
	if firstErr != nil {
		return firstErr
	}
	if readErr != nil {
		return fmt.Errorf("condense: reading the log: %w", readErr)
	}
	var shown []ingest.Span
	for i := range ch.emitted {
		said := false
		for _, pc := range pieces[i] {
			if !pc.nothing {
				res.Parts = append(res.Parts, Part{Lines: pc.lines, Answer: pc.text})
				shown = append(shown, pc.lines)
				said = true
			}
		}
		if said {
			res.Chunks.Answered++
		}
	}
	if err := p.answer(ctx, res, shown); err != nil {
		return err
	}
	res.DroppedCitations = int(p.dropped.Load())
	_, spans, _ := checkCitations(res.Answer, []ingest.Span{{From: 1, To: p.lines}}, p.lines)
	res.Spans = mergeSpans(spans)
	for _, sp := range res.Spans {
		for n := sp.From; n <= sp.To && len(res.Lines) < maxCitedLines; n++ {
			res.Lines = append(res.Lines, n)
		}
	}
	return nil
}

// ask asks one chunk, splitting it when the endpoint finds it too long for its window.
func (p *pass) ask(ctx context.Context, c *chunk) ([]piece, error) {
	what := fmt.Sprintf("lines %d-%d", c.lines.From, c.lines.To)
	ans, err := p.k.complete(ctx, what, chunkPrompt(p.question, p.kind, c.lines, p.lines, c.text))
	var e *EndpointError
	if errors.As(err, &e) && e.ContextLength {
		a, b, ok := c.split()
		if !ok {
			return nil, err
		}
		p.splits.Add(1)
		p.log.Info("condense: chunk too long for the window, split", "lines", what)
		pa, err := p.ask(ctx, a)
		if err != nil || b == nil {
			return pa, err
		}
		pb, err := p.ask(ctx, b)
		return append(pa, pb...), err
	}
	if err != nil {
		return nil, err
	}
	if isNothing(ans.Text) {
		return []piece{{lines: c.lines, nothing: true}}, nil
	}
	text, _, dropped := checkCitations(strings.TrimSpace(ans.Text), []ingest.Span{c.lines}, p.lines)
	p.dropped.Add(int64(dropped))
	return []piece{{lines: c.lines, text: text}}, nil
}

// answer makes the one answer: the only part, the parts joined when they fit the
// budget, or else one more call that combines them.
func (p *pass) answer(ctx context.Context, res *Result, shown []ingest.Span) error {
	switch len(res.Parts) {
	case 0:
		res.Answer = "Nothing in the lines read bears on the question."
		return nil
	case 1:
		res.Answer = fitBudget(res.Parts[0].Answer, res.Budget)
		return nil
	}
	joined := joinParts(res.Parts)
	if len(joined) <= res.Budget {
		res.Answer = joined
		return nil
	}
	// The combine call is shown the answers, trimmed to at most twice the budget.
	limit := 2 * res.Budget
	for {
		ans, err := p.k.complete(ctx, "combine", combinePrompt(p.question, p.kind, p.lines, shortenParts(res.Parts, limit)))
		var e *EndpointError
		if errors.As(err, &e) && e.ContextLength && limit > res.Budget/2 {
			limit /= 2
			p.splits.Add(1)
			continue
		}
		if errors.As(err, &e) && e.ContextLength || err == nil && isNothing(ans.Text) {
			res.Answer = fitBudget(joined, res.Budget)
			res.Notes = append(res.Notes, "the answers could not be combined by the model; they are joined and cut to the budget")
			return nil
		}
		if err != nil {
			if ctx.Err() != nil {
				return fmt.Errorf("condense: %w", context.Cause(ctx))
			}
			return fmt.Errorf("condense: combining the answers: %w", err)
		}
		text, _, dropped := checkCitations(strings.TrimSpace(ans.Text), shown, p.lines)
		p.dropped.Add(int64(dropped))
		res.Answer = fitBudget(text, res.Budget)
		res.Combined = true
		return nil
	}
}

// unreadNote says, in the answer itself, which lines the answer did not read.
func unreadNote(r *Result) string {
	verb := "were not read"
	if r.DryRun {
		verb = "would not be read"
	}
	return fmt.Sprintf("[Lines %s %s: the log takes %s and --max-chunks allows %d. "+
		"`wisptriage recall %s --from %d` pages them.]", span(*r.Unread), verb, plural(r.Chunks.Total, "chunk"),
		r.Chunks.Read, r.ID, r.Unread.From)
}

func joinParts(parts []Part) string {
	var b strings.Builder
	for i, pt := range parts {
		if i > 0 {
			b.WriteString("\n\n")
		}
		fmt.Fprintf(&b, "Lines %d–%d: %s", pt.Lines.From, pt.Lines.To, pt.Answer)
	}
	return b.String()
}

// shortenParts cuts each answer to an equal share of limit bytes.
func shortenParts(parts []Part, limit int) []Part {
	total := 0
	for _, pt := range parts {
		total += len(pt.Answer) + 32
	}
	if total <= limit {
		return parts
	}
	share := max(limit/len(parts)-32, 64)
	out := make([]Part, len(parts))
	for i, pt := range parts {
		out[i] = Part{Lines: pt.Lines, Answer: fitBudget(pt.Answer, share)}
	}
	return out
}

// fitBudget cuts text to n bytes at a line end (or a character) and says so.
func fitBudget(text string, n int) string {
	if len(text) <= n {
		return text
	}
	const note = "\n[… answer cut at the budget]"
	cut := utf8Floor([]byte(text), max(n-len(note), 0))
	if i := strings.LastIndexByte(text[:cut], '\n'); i > cut/2 {
		cut = i
	}
	return text[:cut] + note
}
