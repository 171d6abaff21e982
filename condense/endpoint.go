package condense

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"
)

// ErrEndpoint is wrapped by every error of a model endpoint: none configured, refused,
// failing after its retries, timing out, or answering what cannot be read.
var ErrEndpoint = errors.New("model endpoint error")

// ErrUsage is wrapped by errors in what the caller asked: an empty question, an unknown
// provider, a budget too small for the question.
var ErrUsage = errors.New("usage error")

// Providers.
const (
	ProviderOpenAI = "openai"
	ProviderOllama = "ollama"
)

// DefaultOpenAIURL is the base URL used with an API key and no base URL.
const DefaultOpenAIURL = "https://api.openai.com/v1"

// DefaultOllamaHost is the host used for provider ollama with no host given.
const DefaultOllamaHost = "http://127.0.0.1:11434"

// EndpointError is what a call to a model endpoint failed with. It wraps [ErrEndpoint].
type EndpointError struct {
	Provider string
	URL      string // the endpoint, never with a key in it
	Status   int    // the HTTP status, 0 when there was no response
	Code     string // the endpoint's error code, e.g. "context_length_exceeded"
	Message  string // the endpoint's own message
	Attempts int    // the calls made before giving up
	// RetryAfter is how long the endpoint asked to wait (Retry-After), 0 if it did not.
	RetryAfter time.Duration
	// ContextLength marks a prompt longer than the model's window: the chunk is split,
	// not retried unchanged.
	ContextLength bool
	Timeout       bool // the call passed its timeout
	Err           error
}

func (e *EndpointError) Error() string {
	var b strings.Builder
	b.WriteString(e.Provider + " endpoint")
	if e.URL != "" {
		b.WriteString(" " + e.URL)
	}
	if e.Status != 0 {
		fmt.Fprintf(&b, ": HTTP %d", e.Status)
	}
	if e.Message != "" {
		b.WriteString(": ")
		b.WriteString(e.Message)
	} else if e.Err != nil {
		b.WriteString(": ")
		b.WriteString(e.Err.Error())
	}
	if e.Attempts > 1 {
		fmt.Fprintf(&b, " (after %d attempts)", e.Attempts)
	}
	return b.String()
}

// Unwrap gives ErrEndpoint and the cause.
func (e *EndpointError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrEndpoint}
	}
	return []error{ErrEndpoint, e.Err}
}

// retryable reports a failure worth the same call again: too many requests, a server
// error, a timeout, or no response at all.
func (e *EndpointError) retryable() bool {
	if e.ContextLength || errors.Is(e.Err, errNotJSON) {
		return false
	}
	if e.Timeout || e.Status == 429 || e.Status == 408 || e.Status >= 500 {
		return true
	}
	if e.Status == 0 && e.Err != nil {
		var ne net.Error
		return errors.As(e.Err, &ne) || errors.Is(e.Err, context.DeadlineExceeded) ||
			strings.Contains(e.Err.Error(), "connection reset") || strings.Contains(e.Err.Error(), "EOF")
	}
	return false
}

// mentionsContextLength tells a context-length refusal by its words, as servers vary in
// their codes: OpenAI's "maximum context length", vLLM's, llama.cpp's "exceeds the
// available context size", Ollama's "input length exceeds the context length".
func mentionsContextLength(msg string) bool {
	m := strings.ToLower(msg)
	for _, s := range []string{"context length", "context_length", "context window", "context size", "maximum context", "too many tokens", "prompt is too long"} {
		if strings.Contains(m, s) {
			return true
		}
	}
	return false
}

// endpoint is the resolved place to send prompts to.
type endpoint struct {
	provider string
	url      string // OpenAI: the base URL (…/v1); Ollama: the host (scheme://host:port)
}

// resolveEndpoint picks the provider and URL from the options: the provider named, else
// told from the base URL (port 11434 or an /api path is Ollama), else an Ollama host,
// else OpenAI's own URL when there is an API key. ok is false when nothing is configured.
func resolveEndpoint(o *Options) (endpoint, bool, error) {
	switch strings.ToLower(o.Provider) {
	case ProviderOpenAI:
		u := o.BaseURL
		if u == "" {
			if o.APIKey == "" {
				return endpoint{}, false, nil
			}
			u = DefaultOpenAIURL
		}
		return endpoint{ProviderOpenAI, strings.TrimRight(u, "/")}, true, nil
	case ProviderOllama:
		h := o.OllamaHost
		if o.BaseURL != "" {
			h = o.BaseURL
		}
		if h == "" {
			h = DefaultOllamaHost
		}
		u, err := ollamaHost(h)
		return endpoint{ProviderOllama, u}, err == nil, err
	case "":
	default:
		return endpoint{}, false, fmt.Errorf("%w: unknown provider %q (want openai or ollama)", ErrUsage, o.Provider)
	}
	if o.BaseURL != "" {
		u, err := url.Parse(o.BaseURL)
		if err != nil || u.Host == "" {
			return endpoint{}, false, fmt.Errorf("%w: base URL %q is not a URL", ErrUsage, o.BaseURL)
		}
		if u.Port() == "11434" || u.Path == "/api" || strings.HasPrefix(u.Path, "/api/") {
			h, err := ollamaHost(o.BaseURL)
			return endpoint{ProviderOllama, h}, err == nil, err
		}
		return endpoint{ProviderOpenAI, strings.TrimRight(o.BaseURL, "/")}, true, nil
	}
	if o.OllamaHost != "" {
		h, err := ollamaHost(o.OllamaHost)
		return endpoint{ProviderOllama, h}, err == nil, err
	}
	if o.APIKey != "" {
		return endpoint{ProviderOpenAI, DefaultOpenAIURL}, true, nil
	}
	return endpoint{}, false, nil
}

// ollamaHost normalises OLLAMA_HOST's forms ("host", "host:port", "0.0.0.0", a URL with
// a path) to scheme://host:port.
func ollamaHost(h string) (string, error) {
	if !strings.Contains(h, "://") {
		h = "http://" + h
	}
	u, err := url.Parse(h)
	if err != nil || u.Hostname() == "" {
		return "", fmt.Errorf("%w: Ollama host %q is not a host", ErrUsage, h)
	}
	host := u.Hostname()
	if host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1" // a listen address: reach it locally
	}
	port := u.Port()
	if port == "" {
		port = "11434"
		if u.Scheme == "https" {
			port = "443"
		}
	}
	return u.Scheme + "://" + net.JoinHostPort(host, port), nil
}

// KnownWindow returns the window of a well-known model by its name ("gpt-4o-mini",
// "llama3.1:8b", "openai/gpt-4o"), or 0 when it is not known. The longest prefix of the
// table wins; it is used only when the endpoint does not say.
func KnownWindow(model string) int {
	known := []struct {
		prefix string
		tokens int
	}{
		{"gpt-5", 400000}, {"gpt-4.1", 1047576}, {"gpt-4o", 128000}, {"gpt-4-turbo", 128000},
		{"gpt-4-32k", 32768}, {"gpt-4", 8192}, {"gpt-3.5-turbo", 16385}, {"gpt-oss", 131072},
		{"o1", 200000}, {"o3", 200000}, {"o4-mini", 200000},
		{"claude", 200000}, {"gemini", 1048576}, {"grok", 131072},
		{"llama3.1", 131072}, {"llama3.2", 131072}, {"llama3.3", 131072}, {"llama-3.1", 131072},
		{"llama-3.2", 131072}, {"llama-3.3", 131072}, {"llama3", 8192}, {"llama2", 4096},
		{"qwen3", 40960}, {"qwen2.5", 32768}, {"qwen2", 32768}, {"mistral-nemo", 131072},
		{"mistral-small", 32768}, {"mistral-large", 131072}, {"mistral", 32768}, {"mixtral", 32768},
		{"gemma3", 131072}, {"gemma2", 8192}, {"gemma", 8192}, {"phi4", 16384}, {"phi3", 131072},
		{"deepseek-r1", 131072}, {"deepseek-v3", 131072}, {"deepseek-coder-v2", 163840},
		{"granite4", 131072}, {"granite3", 131072}, {"command-r", 131072},
	}
	m := strings.ToLower(model)
	if i := strings.LastIndexByte(m, '/'); i >= 0 {
		m = m[i+1:]
	}
	best, tokens := 0, 0
	for _, k := range known {
		if strings.HasPrefix(m, k.prefix) && len(k.prefix) > best {
			best, tokens = len(k.prefix), k.tokens
		}
	}
	return tokens
}
