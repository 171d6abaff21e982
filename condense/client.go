package condense

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	openai "github.com/sashabaranov/go-openai"
)

// Prompt is one request to a model: a system message and a user message.
type Prompt struct {
	System string `json:"system"`
	User   string `json:"user"`
}

// Answer is what a model said, and what it cost as the endpoint reported it.
type Answer struct {
	Text             string
	PromptTokens     int
	CompletionTokens int
}

// Completer is a model endpoint: one prompt in, one answer out. Errors should be
// *EndpointError so that retries and splits can tell them apart; any other error is
// taken as final.
type Completer interface {
	Complete(ctx context.Context, p Prompt) (Answer, error)
}

// maxBody bounds what is read of any response: an answer is a few KiB.
const maxBody = 16 << 20

// respInfoKey carries a respInfo through go-openai to the HTTP client, so that the
// status and Retry-After of a failed call are seen (go-openai keeps no headers on errors).
type respInfoKey struct{}

type respInfo struct {
	status     int
	retryAfter string
}

// headerDoer is the HTTP client go-openai is given: it notes what each response said.
type headerDoer struct{ c *http.Client }

func (d headerDoer) Do(req *http.Request) (*http.Response, error) {
	resp, err := d.c.Do(req)
	if resp != nil {
		if ri, ok := req.Context().Value(respInfoKey{}).(*respInfo); ok {
			ri.status, ri.retryAfter = resp.StatusCode, resp.Header.Get("Retry-After")
		}
		resp.Body = limitBody(resp.Body)
	}
	return resp, err
}

type limitedBody struct {
	io.Reader
	io.Closer
}

func limitBody(b io.ReadCloser) io.ReadCloser {
	return limitedBody{io.LimitReader(b, maxBody), b}
}

// openAIClient speaks OpenAI-compatible chat completions through go-openai.
type openAIClient struct {
	c     *openai.Client
	url   string
	model string
	now   func() time.Time
}

func newOpenAI(url, key, model string, hc *http.Client, now func() time.Time) *openAIClient {
	cfg := openai.DefaultConfig(key)
	cfg.BaseURL = url
	cfg.HTTPClient = headerDoer{hc}
	return &openAIClient{c: openai.NewClientWithConfig(cfg), url: url, model: model, now: now}
}

func (o *openAIClient) Complete(ctx context.Context, p Prompt) (Answer, error) {
	ri := &respInfo{}
	ctx = context.WithValue(ctx, respInfoKey{}, ri)
	resp, err := o.c.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
		Model: o.model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: p.System},
			{Role: openai.ChatMessageRoleUser, Content: p.User},
		},
	})
	if err != nil {
		return Answer{}, o.error(err, ri)
	}
	if len(resp.Choices) == 0 {
		return Answer{}, &EndpointError{Provider: ProviderOpenAI, URL: o.url, Status: ri.status, Message: "the answer had no choices"}
	}
	return Answer{
		Text:             resp.Choices[0].Message.Content,
		PromptTokens:     resp.Usage.PromptTokens,
		CompletionTokens: resp.Usage.CompletionTokens,
	}, nil
}

// error turns what go-openai returned into an EndpointError carrying the endpoint's
// own message.
func (o *openAIClient) error(err error, ri *respInfo) *EndpointError {
	e := &EndpointError{Provider: ProviderOpenAI, URL: o.url, Status: ri.status, Err: err,
		RetryAfter: parseRetryAfter(ri.retryAfter, o.now)}
	var api *openai.APIError
	var req *openai.RequestError
	var syn *json.SyntaxError
	switch {
	case errors.As(err, &api):
		e.Status, e.Message = api.HTTPStatusCode, api.Message
		if api.Code != nil {
			e.Code = fmt.Sprint(api.Code)
		}
		if e.Message == "" {
			e.Message = api.Type
		}
	case errors.As(err, &req):
		e.Status = req.HTTPStatusCode
		e.Message = snippet(req.Body)
		if e.Message == "" && req.Err != nil {
			e.Message = req.Err.Error()
		}
	case errors.As(err, &syn) || (errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF)) && ri.status == http.StatusOK:
		// An answer that is not JSON will not become JSON on a retry: say so plainly.
		e.Message = "the answer is not valid JSON (is the base URL that of an OpenAI-compatible API?): " + err.Error()
		e.Status = 0
		e.Err = errors.Join(errNotJSON, err)
	}
	e.ContextLength = e.Code == "context_length_exceeded" || (e.Status == 400 || e.Status == 413 || e.Status == 422) && mentionsContextLength(e.Message)
	return e
}

// errNotJSON marks an answer that could not be read; it is not retried.
var errNotJSON = errors.New("answer not JSON")

// ollamaClient speaks Ollama's native API: /api/chat and /api/show.
type ollamaClient struct {
	hc     *http.Client
	host   string
	model  string
	key    string
	numCtx int // options.num_ctx; Ollama drops the front of a longer prompt silently
	now    func() time.Time
}

type ollamaMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

func (c *ollamaClient) Complete(ctx context.Context, p Prompt) (Answer, error) {
	req := map[string]any{
		"model":    c.model,
		"stream":   false,
		"messages": []ollamaMessage{{"system", p.System}, {"user", p.User}},
	}
	if c.numCtx > 0 {
		req["options"] = map[string]any{"num_ctx": c.numCtx}
	}
	var out struct {
		Message         ollamaMessage `json:"message"`
		PromptEvalCount int           `json:"prompt_eval_count"`
		EvalCount       int           `json:"eval_count"`
		Error           string        `json:"error"`
	}
	if err := c.post(ctx, "/api/chat", req, &out); err != nil {
		return Answer{}, err
	}
	if out.Error != "" {
		return Answer{}, &EndpointError{Provider: ProviderOllama, URL: c.host, Status: http.StatusOK, Message: out.Error,
			ContextLength: mentionsContextLength(out.Error)}
	}
	return Answer{Text: out.Message.Content, PromptTokens: out.PromptEvalCount, CompletionTokens: out.EvalCount}, nil
}

// window reads the model's context length from /api/show: model_info holds
// "<architecture>.context_length". It returns 0 when the model does not say.
func (c *ollamaClient) window(ctx context.Context) (int, error) {
	var out struct {
		ModelInfo map[string]any `json:"model_info"`
	}
	if err := c.post(ctx, "/api/show", map[string]any{"model": c.model}, &out); err != nil {
		return 0, err
	}
	num := func(v any) int {
		if f, ok := v.(float64); ok && f > 0 {
			return int(f)
		}
		return 0
	}
	if arch, ok := out.ModelInfo["general.architecture"].(string); ok {
		if n := num(out.ModelInfo[arch+".context_length"]); n > 0 {
			return n, nil
		}
	}
	for k, v := range out.ModelInfo {
		if strings.HasSuffix(k, ".context_length") {
			if n := num(v); n > 0 {
				return n, nil
			}
		}
	}
	return 0, nil
}

func (c *ollamaClient) post(ctx context.Context, path string, in, out any) error {
	body, err := json.Marshal(in)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.host+path, bytes.NewReader(body))
	if err != nil {
		return &EndpointError{Provider: ProviderOllama, URL: c.host, Err: err}
	}
	req.Header.Set("Content-Type", "application/json")
	if c.key != "" {
		req.Header.Set("Authorization", "Bearer "+c.key)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return &EndpointError{Provider: ProviderOllama, URL: c.host, Err: err}
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxBody))
	if err != nil {
		return &EndpointError{Provider: ProviderOllama, URL: c.host, Status: resp.StatusCode, Err: err}
	}
	if resp.StatusCode != http.StatusOK {
		var e struct {
			Error string `json:"error"`
		}
		msg := snippet(data)
		if json.Unmarshal(data, &e) == nil && e.Error != "" {
			msg = e.Error
		}
		return &EndpointError{Provider: ProviderOllama, URL: c.host, Status: resp.StatusCode, Message: msg,
			RetryAfter:    parseRetryAfter(resp.Header.Get("Retry-After"), c.now),
			ContextLength: resp.StatusCode < 500 && mentionsContextLength(msg)}
	}
	if err := json.Unmarshal(data, out); err != nil {
		return &EndpointError{Provider: ProviderOllama, URL: c.host, Err: errors.Join(errNotJSON, err),
			Message: fmt.Sprintf("the answer to %s is not valid JSON (is %s an Ollama server?): %v", path, c.host, err)}
	}
	return nil
}

// parseRetryAfter reads Retry-After as seconds or as an HTTP date.
func parseRetryAfter(v string, now func() time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil && s >= 0 {
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now()), 0)
	}
	return 0
}

// snippet is the start of a body that is not the JSON expected, for an error message.
func snippet(b []byte) string {
	s := strings.TrimSpace(strings.ToValidUTF8(string(b), "?"))
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return s
}
