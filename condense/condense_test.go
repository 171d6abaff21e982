package condense

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/wisptriage/wisptriage/ingest"
)

// opts are options for a test against f, with a clock that does not sleep.
func opts(f *fakeServer) Options {
	return Options{BaseURL: f.openAIURL(), APIKey: "test-key", Model: "test-model", Budget: 4096,
		Clock: &fakeClock{}, Jitter: func() float64 { return 0.5 }, Timeout: 5 * time.Second}
}

func nothing(int, string) reply { return reply{text: "nothing here"} }

var numbered = regexp.MustCompile(`(?m)^(\d+): `)

func TestChunkBoundariesAndNumbering(t *testing.T) {
	src := logOf(300, 60)
	f := newFakeServer(t, nothing)
	res, err := Run(context.Background(), src, "why did it fail?", opts(f))
	require.NoError(t, err)

	users := f.userMessages()
	require.Greater(t, len(users), 3, "300 lines of 60 bytes take several 4 KiB chunks")
	type rng struct{ a, b int }
	var ranges []rng
	for _, u := range users {
		a, b, n, ok := headerRange(u)
		require.True(t, ok, "prompt without its header: %q", u[:min(200, len(u))])
		assert.Equal(t, 300, n)
		assert.Contains(t, u, "Question: why did it fail?")
		assert.Contains(t, u, "of a build log")
		assert.Contains(t, u, "answer exactly: nothing here")
		assert.LessOrEqual(t, len(u)+len(systemPrompt), 4096, "a prompt fits the budget")
		// The lines are numbered A..B, in order, each once, with their own text.
		ms := numbered.FindAllStringSubmatch(u, -1)
		require.Len(t, ms, b-a+1)
		for i, m := range ms {
			require.Equal(t, strconv.Itoa(a+i), m[1])
		}
		assert.Contains(t, u, fmt.Sprintf("\n%d: %s\n", a, src.lines[a-1]))
		ranges = append(ranges, rng{a, b})
	}
	// Concurrent calls arrive in any order; sorted, the chunks tile the log.
	for i := range ranges {
		for j := i + 1; j < len(ranges); j++ {
			if ranges[j].a < ranges[i].a {
				ranges[i], ranges[j] = ranges[j], ranges[i]
			}
		}
	}
	next := 1
	for _, r := range ranges {
		assert.Equal(t, next, r.a)
		next = r.b + 1
	}
	assert.Equal(t, 301, next)
	assert.Equal(t, len(users), res.Chunks.Total)
	assert.Equal(t, len(users), res.Chunks.Read)
	assert.Equal(t, 0, res.Chunks.Answered)
	assert.Equal(t, len(users), res.Usage.Calls)
	assert.Equal(t, ingest.Span{From: 1, To: 300}, res.Read)
	assert.Nil(t, res.Unread)
	assert.Equal(t, "Nothing in the lines read bears on the question.", res.Answer)
	assert.Equal(t, "floor", res.WindowFrom)
}

func TestMaxChunksSaysWhatWasNotRead(t *testing.T) {
	src := logOf(1000, 60)
	f := newFakeServer(t, nothing)
	o := opts(f)
	o.MaxChunks = 3
	res, err := Run(context.Background(), src, "q", o)
	require.NoError(t, err)
	assert.Equal(t, 3, f.callCount())
	assert.Equal(t, 3, res.Chunks.Read)
	assert.Greater(t, res.Chunks.Total, 10)
	require.NotNil(t, res.Unread)
	assert.Equal(t, res.Read.To+1, res.Unread.From)
	assert.Equal(t, 1000, res.Unread.To)
	var b strings.Builder
	require.NoError(t, WriteText(&b, res))
	assert.Contains(t, res.Answer, fmt.Sprintf("[Lines %d–1,000 were not read", res.Unread.From), "the answer itself says so")
	assert.Contains(t, b.String(), fmt.Sprintf("Lines %d–1,000 were not read", res.Unread.From))
	assert.Contains(t, b.String(), "wisptriage recall 3f9a2c1b --from "+strconv.Itoa(res.Unread.From))
	assert.Equal(t, 1, strings.Count(b.String(), "were not read"))
}

func TestRedactionInWhatWasSent(t *testing.T) {
	tok := "ghp_" + strings.Repeat("aB3dE6fG9h", 4)[:36]
	src := &memSource{id: "x", lines: []string{
		"cloning with https://x-access-token:" + tok + "@github.com/o/r",
		"export DB_PASSWORD=hunter2",
		"again " + tok,
	}}
	for _, noRedact := range []bool{false, true} {
		f := newFakeServer(t, nothing)
		o := opts(f)
		o.NoRedact = noRedact
		res, err := Run(context.Background(), src, "what about "+tok+"?", o)
		require.NoError(t, err)
		sent := strings.Join(f.raw, "\n")
		if noRedact {
			assert.Contains(t, sent, tok)
			assert.Equal(t, 0, res.Redactions)
			assert.False(t, res.Redacted)
			continue
		}
		assert.NotContains(t, sent, tok)
		assert.NotContains(t, sent, "hunter2")
		assert.Contains(t, f.users[0], "what about [REDACTED:github-token#1]?")
		assert.Contains(t, f.users[0], "1: cloning with https://x-access-token:[REDACTED:github-token#1]@github.com/o/r")
		assert.Contains(t, f.users[0], "3: again [REDACTED:github-token#1]")
		assert.Equal(t, 4, res.Redactions, "the question's token, two in the log, one password")
	}
}

func TestRetryAfterAndServerErrors(t *testing.T) {
	src := logOf(10, 40)
	f := newFakeServer(t, func(call int, user string) reply {
		switch call {
		case 1:
			return reply{status: 429, header: map[string]string{"Retry-After": "7"},
				body: openAIError("rate_limit_exceeded", "rate_limit_exceeded", "Rate limit reached for requests")}
		case 2:
			return reply{status: 500, body: openAIError("server_error", "", "The server had an error")}
		case 3:
			return reply{status: 502, body: "<html>Bad Gateway</html>"}
		case 4:
			return reply{status: 503, body: openAIError("server_error", "", "overloaded")}
		}
		return reply{text: "It failed at L3."}
	})
	o := opts(f)
	o.MaxAttempts = 5
	clock := &fakeClock{}
	o.Clock = clock
	o.Backoff = time.Second
	res, err := Run(context.Background(), src, "q", o)
	require.NoError(t, err)
	assert.Equal(t, 5, res.Usage.Calls)
	assert.Equal(t, 4, res.Usage.Retries)
	require.Len(t, clock.sleeps, 4)
	assert.GreaterOrEqual(t, clock.sleeps[0], 7*time.Second, "Retry-After is honoured")
	assert.Less(t, clock.sleeps[0], 8*time.Second)
	// Then backoff doubling per attempt, with the injected jitter of 0.5: 0.75 d for d =
	// 2s, 4s, 8s after attempts 2, 3 and 4.
	assert.Equal(t, []time.Duration{1500 * time.Millisecond, 3 * time.Second, 6 * time.Second}, clock.sleeps[1:])
	assert.Equal(t, "It failed at L3.", res.Answer)
	assert.Equal(t, []ingest.Span{{From: 3, To: 3}}, res.Spans)
}

func TestEndpointErrorAfterRetries(t *testing.T) {
	f := newFakeServer(t, func(int, string) reply {
		return reply{status: 503, body: openAIError("server_error", "", "upstream model is overloaded")}
	})
	o := opts(f)
	o.MaxAttempts = 3
	_, err := Run(context.Background(), logOf(10, 40), "q", o)
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrEndpoint)
	assert.Contains(t, err.Error(), "upstream model is overloaded")
	assert.Contains(t, err.Error(), "after 3 attempts")
	assert.Contains(t, err.Error(), "HTTP 503")
	assert.Equal(t, 3, f.callCount())
}

func TestBadRequestIsNotRetried(t *testing.T) {
	f := newFakeServer(t, func(int, string) reply {
		return reply{status: 401, body: openAIError("invalid_request_error", "invalid_api_key", "Incorrect API key provided")}
	})
	_, err := Run(context.Background(), logOf(10, 40), "q", opts(f))
	assert.ErrorIs(t, err, ErrEndpoint)
	assert.Contains(t, err.Error(), "Incorrect API key provided")
	assert.Equal(t, 1, f.callCount())
}

func TestSplitOnContextLength(t *testing.T) {
	src := logOf(200, 60)
	for _, provider := range []string{"openai", "ollama"} {
		t.Run(provider, func(t *testing.T) {
			// The "model" takes prompts of up to 1,500 bytes.
			f := newFakeServer(t, func(_ int, user string) reply {
				if len(user) > 1500 {
					if provider == "ollama" {
						return reply{status: 400, body: `{"error":"the input length exceeds the context length"}`}
					}
					return reply{status: 400, body: openAIError("invalid_request_error", "context_length_exceeded",
						"This model's maximum context length is 375 tokens. However, your messages resulted in 1024 tokens.")}
				}
				a, _, _, _ := headerRange(user)
				if a <= 150 && strings.Contains(user, "\n150: ") {
					return reply{text: "L150 is where it stops."}
				}
				return reply{text: "nothing here"}
			})
			o := opts(f)
			if provider == "ollama" {
				o.BaseURL = f.srv.URL + "/api"
				f.show = `{"model_info":{}}`
			}
			res, err := Run(context.Background(), src, "q", o)
			require.NoError(t, err)
			assert.Greater(t, res.Usage.Splits, 0)
			// Every line was answered exactly once, by a prompt that fitted.
			seen := map[int]int{}
			for _, u := range f.userMessages() {
				if len(u) > 1500 {
					continue
				}
				a, b, _, ok := headerRange(u)
				require.True(t, ok)
				for n := a; n <= b; n++ {
					seen[n]++
				}
			}
			for n := 1; n <= 200; n++ {
				require.Equal(t, 1, seen[n], "line %d", n)
			}
			assert.Equal(t, "L150 is where it stops.", res.Answer)
			assert.Equal(t, 1, res.Chunks.Answered)
			assert.Equal(t, res.Chunks.Read, res.Chunks.Total)
		})
	}
}

func TestCombineCall(t *testing.T) {
	src := logOf(400, 60)
	long := strings.Repeat("The step logged a slow disk. ", 60)
	f := newFakeServer(t, func(_ int, user string) reply {
		if strings.Contains(user, "Combine them into one answer") {
			// It cites a line of an answered part, one of a part with nothing, and one past the end.
			return reply{text: "Disks were slow throughout (L2, L399, L5000)."}
		}
		a, _, _, _ := headerRange(user)
		if a == 1 || a > 300 {
			return reply{text: fmt.Sprintf("%s See L%d.", long, a+1)}
		}
		return reply{text: "nothing here"}
	})
	o := opts(f)
	res, err := Run(context.Background(), src, "why slow?", o)
	require.NoError(t, err)
	assert.True(t, res.Combined)
	assert.Greater(t, len(res.Parts), 1)
	assert.Equal(t, len(res.Parts), res.Chunks.Answered)
	last := f.userMessages()
	var combine string
	for _, u := range last {
		if strings.Contains(u, "Combine them") {
			combine = u
		}
	}
	require.NotEmpty(t, combine, "one more call combined the answers")
	assert.Contains(t, combine, "Question: why slow?")
	assert.Contains(t, combine, fmt.Sprintf("Lines %d–%d:\n", res.Parts[0].Lines.From, res.Parts[0].Lines.To))
	assert.Equal(t, res.Chunks.Read+1, res.Usage.Calls)
	// L2 lies in the first part; L399 in a later answered part; L5000 is past the end.
	assert.Equal(t, "Disks were slow throughout (L2, L399, [dropped citation]).", res.Answer)
	assert.Equal(t, []ingest.Span{{From: 2, To: 2}, {From: 399, To: 399}}, res.Spans)
	assert.Equal(t, 1, res.DroppedCitations)
}

func TestJoinWithoutCombine(t *testing.T) {
	src := logOf(300, 60)
	f := newFakeServer(t, func(_ int, user string) reply {
		a, _, _, _ := headerRange(user)
		if a == 1 || a > 250 {
			return reply{text: fmt.Sprintf("Something at L%d.", a)}
		}
		return reply{text: "Nothing here."}
	})
	res, err := Run(context.Background(), src, "q", opts(f))
	require.NoError(t, err)
	assert.False(t, res.Combined)
	require.Len(t, res.Parts, 2)
	want := fmt.Sprintf("Lines 1–%d: Something at L1.\n\nLines %d–300: Something at L%d.",
		res.Parts[0].Lines.To, res.Parts[1].Lines.From, res.Parts[1].Lines.From)
	assert.Equal(t, want, res.Answer)
	assert.Equal(t, []ingest.Span{{From: 1, To: 1}, {From: res.Parts[1].Lines.From, To: res.Parts[1].Lines.From}}, res.Spans)
}

func TestCitationCheck(t *testing.T) {
	src := logOf(100, 40)
	f := newFakeServer(t, func(_ int, user string) reply {
		return reply{text: "Timeout at L5 and L7-9; see also L60, L2-200, L101 and L0."}
	})
	o := opts(f)
	o.Budget = 8192 // one chunk holds all 100 lines
	res, err := Run(context.Background(), src, "q", o)
	require.NoError(t, err)
	require.Equal(t, 1, res.Chunks.Read)
	assert.Equal(t, "Timeout at L5 and L7-9; see also L60, [dropped citation], [dropped citation] and [dropped citation].", res.Answer)
	assert.Equal(t, 3, res.DroppedCitations)
	assert.Equal(t, []ingest.Span{{From: 5, To: 5}, {From: 7, To: 9}, {From: 60, To: 60}}, res.Spans)

	// A chunk of lines 1..k cannot cite k+1 even though the log has it.
	f2 := newFakeServer(t, func(_ int, user string) reply {
		_, b, _, _ := headerRange(user)
		return reply{text: fmt.Sprintf("L%d then L%d", b, b+1)}
	})
	o2 := opts(f2)
	o2.MaxChunks = 1
	res2, err := Run(context.Background(), logOf(300, 60), "q", o2)
	require.NoError(t, err)
	b := res2.Read.To
	assert.True(t, strings.HasPrefix(res2.Answer, fmt.Sprintf("L%d then [dropped citation]\n\n[Lines %d–300 were not read", b, b+1)), res2.Answer)
	assert.Equal(t, 1, res2.DroppedCitations)
}

func TestCheckCitations(t *testing.T) {
	shown := []ingest.Span{{From: 10, To: 20}}
	tests := []struct {
		in, want string
		kept     []ingest.Span
		dropped  int
	}{
		{"L10", "L10", []ingest.Span{{From: 10, To: 10}}, 0},
		{"L12-15, L12–L15 and L12 - 15", "L12-15, L12–L15 and L12 - 15", []ingest.Span{{From: 12, To: 15}, {From: 12, To: 15}, {From: 12, To: 15}}, 0},
		{"L9", droppedMark, nil, 1},
		{"L15-25", droppedMark, nil, 1},
		{"L15-12", droppedMark, nil, 1},
		{"URL5 HTML5 L 12 line 12", "URL5 HTML5 L 12 line 12", nil, 0},
		{"L99999999999", droppedMark, nil, 1},
	}
	for _, tt := range tests {
		got, kept, dropped := checkCitations(tt.in, shown, 1000)
		assert.Equal(t, tt.want, got, tt.in)
		assert.Equal(t, tt.kept, kept, tt.in)
		assert.Equal(t, tt.dropped, dropped, tt.in)
	}
	_, _, d := checkCitations("L30", []ingest.Span{{From: 1, To: 50}}, 25)
	assert.Equal(t, 1, d, "past the end of the log")
}

func TestCancelStopsPromptly(t *testing.T) {
	f := newFakeServer(t, func(int, string) reply { return reply{hang: true} })
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	_, err := Run(ctx, logOf(2000, 60), "q", opts(f))
	assert.Less(t, time.Since(start), 2*time.Second)
	require.Error(t, err)
	assert.ErrorIs(t, err, context.Canceled)
	assert.NotErrorIs(t, err, ErrEndpoint)
}

func TestServerNeverAnswers(t *testing.T) {
	f := newFakeServer(t, func(int, string) reply { return reply{hang: true} })
	o := opts(f)
	o.Timeout = 100 * time.Millisecond
	o.MaxAttempts = 2
	start := time.Now()
	_, err := Run(context.Background(), logOf(20, 40), "q", o)
	assert.Less(t, time.Since(start), 3*time.Second)
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrEndpoint)
	assert.Contains(t, err.Error(), "no answer within 100ms")
	assert.Contains(t, err.Error(), "after 2 attempts")
}

func TestUnreadableBody(t *testing.T) {
	for name, rp := range map[string]reply{
		"truncated": {status: 200, body: `{"id":"chatcmpl-1","object":"chat.completion","choices":[{"index":0,"mess`},
		"html":      {status: 200, body: "<html><body>Welcome to nginx!</body></html>"},
		"empty":     {status: 200, body: " "},
	} {
		t.Run(name, func(t *testing.T) {
			f := newFakeServer(t, func(int, string) reply { return rp })
			_, err := Run(context.Background(), logOf(10, 40), "q", opts(f))
			require.Error(t, err)
			assert.ErrorIs(t, err, ErrEndpoint)
			assert.Contains(t, err.Error(), "not valid JSON")
			assert.Equal(t, 1, f.callCount(), "an unreadable answer is not retried")
		})
	}
	t.Run("ollama", func(t *testing.T) {
		f := newFakeServer(t, func(int, string) reply { return reply{status: 200, body: `{"message":{"content":"x"`} })
		f.show = `{"model_info":{}}`
		o := opts(f)
		o.BaseURL, o.Provider = "", ProviderOllama
		o.OllamaHost = f.srv.URL
		_, err := Run(context.Background(), logOf(10, 40), "q", o)
		assert.ErrorIs(t, err, ErrEndpoint)
		assert.Contains(t, err.Error(), "not valid JSON")
	})
}

func TestDryRun(t *testing.T) {
	src := logOf(1000, 60)
	src.lines[4] = "token=" + "sk-" + strings.Repeat("a1B2c3", 8)
	f := newFakeServer(t, nothing)
	o := opts(f)
	o.DryRun = true
	o.MaxChunks = 5
	res, err := Run(context.Background(), src, "q", o)
	require.NoError(t, err)
	assert.Equal(t, 0, f.callCount())
	require.NotNil(t, res.Plan)
	require.Len(t, res.Plan.Chunks, 5)
	assert.Equal(t, 1, res.Plan.Chunks[0].Lines.From)
	for i, c := range res.Plan.Chunks {
		assert.LessOrEqual(t, c.Bytes, res.Plan.Room)
		assert.Greater(t, c.Tokens, c.Bytes/4)
		if i > 0 {
			assert.Equal(t, res.Plan.Chunks[i-1].Lines.To+1, c.Lines.From)
		}
	}
	require.NotNil(t, res.Plan.FirstPrompt)
	assert.Contains(t, res.Plan.FirstPrompt.User, "Here are lines 1–")
	assert.Contains(t, res.Plan.FirstPrompt.User, "5: token=[REDACTED:")
	assert.Equal(t, 1, res.Redactions)
	require.NotNil(t, res.Unread)
	assert.Equal(t, 5, res.Chunks.Read)
	assert.Equal(t, 0, res.Usage.Calls)

	var b strings.Builder
	require.NoError(t, WriteText(&b, res))
	out := b.String()
	assert.Contains(t, out, "Dry run")
	assert.Contains(t, out, "L1-")
	assert.Contains(t, out, "Here are lines 1–")

	// A dry run needs no endpoint.
	res, err = Run(context.Background(), src, "q", Options{DryRun: true})
	require.NoError(t, err)
	assert.Equal(t, "floor", res.WindowFrom)
}

func TestNoEndpoint(t *testing.T) {
	_, err := Run(context.Background(), logOf(10, 40), "q", Options{})
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrEndpoint)
	assert.Contains(t, err.Error(), "wisptriage notable 3f9a2c1b")
	assert.Contains(t, err.Error(), "wisptriage recall 3f9a2c1b --matching")

	_, err = Run(context.Background(), logOf(10, 40), "q", Options{APIKey: "k"})
	assert.ErrorIs(t, err, ErrEndpoint)
	assert.Contains(t, err.Error(), "--model")

	_, err = Run(context.Background(), logOf(10, 40), "q", Options{Provider: "bedrock", APIKey: "k", Model: "m"})
	assert.ErrorIs(t, err, ErrUsage)

	_, err = Run(context.Background(), logOf(10, 40), "  ", Options{APIKey: "k", Model: "m"})
	assert.ErrorIs(t, err, ErrUsage)

	_, err = Run(context.Background(), logOf(10, 40), strings.Repeat("why? ", 1000), Options{APIKey: "k", Model: "m", DryRun: true})
	assert.ErrorIs(t, err, ErrUsage)
}

func TestConnectionRefused(t *testing.T) {
	f := newFakeServer(t, nothing)
	url := f.openAIURL()
	f.srv.Close()
	o := opts(f)
	o.BaseURL = url
	o.MaxAttempts = 2
	_, err := Run(context.Background(), logOf(10, 40), "q", o)
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrEndpoint)
	assert.Contains(t, err.Error(), "connection refused")
}

func TestOllama(t *testing.T) {
	f := newFakeServer(t, func(_ int, user string) reply {
		if strings.Contains(user, "\n7: ") {
			return reply{text: "Line L7 shows the panic."}
		}
		return reply{text: "nothing here"}
	})
	f.show = `{"license":"…","modelfile":"…","parameters":"num_ctx 2048","details":{"family":"llama"},
		"model_info":{"general.architecture":"llama","general.parameter_count":8030261248,"llama.context_length":8192,"llama.embedding_length":4096}}`
	o := opts(f)
	o.BaseURL = ""
	o.APIKey = ""
	o.Budget = 0
	o.Window = 100000 // the endpoint's word comes first
	o.OllamaHost = f.srv.URL
	res, err := Run(context.Background(), logOf(300, 60), "q", o)
	require.NoError(t, err)
	assert.Equal(t, ProviderOllama, res.Provider)
	assert.Equal(t, 8192, res.Window)
	assert.Equal(t, "endpoint", res.WindowFrom)
	assert.Equal(t, 4096, res.Budget)
	assert.Equal(t, "Line L7 shows the panic.", res.Answer)
	assert.Equal(t, res.Chunks.Read, res.Usage.Calls)
	assert.Greater(t, res.Usage.PromptTokens, 0)
	for i := range f.options {
		assert.Equal(t, false, f.streams[i])
		require.NotNil(t, f.options[i])
		assert.EqualValues(t, 6144, f.options[i]["num_ctx"], "num_ctx is the window, capped at what a budget-sized prompt needs")
	}

	// A model the server does not have is an endpoint error with its message.
	f.show = ""
	_, err = Run(context.Background(), logOf(3, 10), "q", o)
	assert.ErrorIs(t, err, ErrEndpoint)
	assert.Contains(t, err.Error(), "model not found")
}

func TestResolveEndpoint(t *testing.T) {
	tests := []struct {
		o        Options
		provider string
		url      string
		ok       bool
	}{
		{Options{}, "", "", false},
		{Options{APIKey: "k"}, ProviderOpenAI, DefaultOpenAIURL, true},
		{Options{BaseURL: "http://localhost:8000/v1/"}, ProviderOpenAI, "http://localhost:8000/v1", true},
		{Options{BaseURL: "http://localhost:11434/v1"}, ProviderOllama, "http://localhost:11434", true},
		{Options{BaseURL: "https://gpu.example.com/api"}, ProviderOllama, "https://gpu.example.com:443", true},
		{Options{OllamaHost: "0.0.0.0"}, ProviderOllama, "http://127.0.0.1:11434", true},
		{Options{OllamaHost: "gpu:8080", APIKey: "k"}, ProviderOllama, "http://gpu:8080", true},
		{Options{Provider: "ollama"}, ProviderOllama, DefaultOllamaHost, true},
		{Options{Provider: "openai"}, "", "", false},
		{Options{Provider: "OpenAI", BaseURL: "http://h:11434/v1"}, ProviderOpenAI, "http://h:11434/v1", true},
	}
	for _, tt := range tests {
		ep, ok, err := resolveEndpoint(&tt.o)
		require.NoError(t, err)
		assert.Equal(t, tt.ok, ok, "%+v", tt.o)
		assert.Equal(t, tt.provider, ep.provider, "%+v", tt.o)
		assert.Equal(t, tt.url, ep.url, "%+v", tt.o)
	}
}

func TestKnownWindow(t *testing.T) {
	assert.Equal(t, 128000, KnownWindow("gpt-4o-mini"))
	assert.Equal(t, 8192, KnownWindow("gpt-4"))
	assert.Equal(t, 131072, KnownWindow("llama3.1:8b"))
	assert.Equal(t, 8192, KnownWindow("llama3:latest"))
	assert.Equal(t, 128000, KnownWindow("openai/gpt-4o"))
	assert.Equal(t, 0, KnownWindow("my-finetune"))
}

func TestLongLineIsCutAndRedactedFirst(t *testing.T) {
	tok := "ghp_" + strings.Repeat("Zx9", 12)
	long := strings.Repeat("x", 5000) + " " + tok + " " + strings.Repeat("y", 20000)
	src := &memSource{id: "x", lines: []string{"short", long, "after"}}
	f := newFakeServer(t, nothing)
	res, err := Run(context.Background(), src, "q", opts(f))
	require.NoError(t, err)
	sent := strings.Join(f.userMessages(), "")
	assert.NotContains(t, sent, tok)
	assert.Contains(t, sent, "more bytes of this line not shown]")
	for _, u := range f.userMessages() {
		assert.LessOrEqual(t, len(u)+len(systemPrompt), 4096)
	}
	assert.Equal(t, 3, res.Read.To)
}

func TestEmptyLog(t *testing.T) {
	f := newFakeServer(t, nothing)
	res, err := Run(context.Background(), &memSource{id: "e"}, "q", opts(f))
	require.NoError(t, err)
	assert.Equal(t, 0, f.callCount())
	assert.Contains(t, res.Answer, "empty")
}

func TestEndpointErrorUnwraps(t *testing.T) {
	e := &EndpointError{Provider: "openai", URL: "http://h/v1", Status: 429, Message: "slow down", Attempts: 4}
	assert.ErrorIs(t, e, ErrEndpoint)
	assert.Equal(t, "openai endpoint http://h/v1: HTTP 429: slow down (after 4 attempts)", e.Error())
	var wrapped error = fmt.Errorf("condense: %w", e)
	var got *EndpointError
	require.True(t, errors.As(wrapped, &got))
	assert.Equal(t, 429, got.Status)
	_ = http.StatusOK
}

func TestResultJSONContract(t *testing.T) {
	f := newFakeServer(t, func(int, string) reply { return reply{text: "See L2."} })
	res, err := Run(context.Background(), logOf(5, 20), "q", opts(f))
	require.NoError(t, err)
	b, err := json.Marshal(res)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m))
	for _, k := range []string{"answer", "lines", "chunks", "dropped_citations", "redactions", "usage", "duration_s"} {
		assert.Contains(t, m, k)
	}
	assert.Equal(t, map[string]any{"total": 1.0, "read": 1.0, "answered": 1.0}, m["chunks"])
	u := m["usage"].(map[string]any)
	for _, k := range []string{"calls", "prompt_tokens", "completion_tokens"} {
		assert.Contains(t, u, k)
	}
	assert.Equal(t, []any{2.0}, m["lines"], "lines are line numbers, as in notable's points")
	assert.Equal(t, []any{map[string]any{"from": 2.0, "to": 2.0}}, m["spans"])
	assert.Equal(t, "See L2.", m["answer"])
}
