package condense

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// memSource is a log held in memory.
type memSource struct {
	id, kind string
	lines    []string
}

func (m *memSource) ID() string   { return m.id }
func (m *memSource) Lines() int   { return len(m.lines) }
func (m *memSource) Kind() string { return m.kind }
func (m *memSource) ReadLines(ctx context.Context, from, to int, fn func(int, []byte) error) error {
	for n := max(from, 1); n <= min(to, len(m.lines)); n++ {
		if n%256 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		if err := fn(n, []byte(m.lines[n-1])); err != nil {
			return err
		}
	}
	return nil
}

// logOf makes a log of n lines, each about width bytes.
func logOf(n, width int) *memSource {
	m := &memSource{id: "3f9a2c1b", kind: "build"}
	for i := 1; i <= n; i++ {
		l := fmt.Sprintf("step %d: compiling module %d", i, i)
		for len(l) < width {
			l += " ok"
		}
		m.lines = append(m.lines, l)
	}
	return m
}

// reply is what the scripted server does with one chat call.
type reply struct {
	text   string            // a 200 answer in the wire format of the path
	status int               // else this status, with body and header
	body   string            // a raw body (for any status)
	header map[string]string // e.g. Retry-After
	delay  time.Duration     // answer after this long
	hang   bool              // never answer (until the client gives up)
}

// fakeServer speaks OpenAI chat completions (/v1/chat/completions) and Ollama's
// /api/chat and /api/show, answering chat calls by a script.
type fakeServer struct {
	srv    *httptest.Server
	script func(call int, user string) reply
	show   string // the /api/show body; "" answers 404

	mu      sync.Mutex
	calls   int
	users   []string         // the user message of each chat call, in arrival order
	raw     []string         // each chat call's body
	options []map[string]any // Ollama's options per call
	streams []any            // Ollama's stream per call
}

func newFakeServer(t testing.TB, script func(call int, user string) reply) *fakeServer {
	f := &fakeServer{script: script}
	f.srv = httptest.NewServer(http.HandlerFunc(f.handle))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakeServer) openAIURL() string { return f.srv.URL + "/v1" }

func (f *fakeServer) handle(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if r.URL.Path == "/api/show" {
		if f.show == "" {
			w.WriteHeader(http.StatusNotFound)
			io.WriteString(w, `{"error":"model not found"}`)
			return
		}
		io.WriteString(w, f.show)
		return
	}
	ollama := r.URL.Path == "/api/chat"
	if !ollama && r.URL.Path != "/v1/chat/completions" {
		http.NotFound(w, r)
		return
	}
	var req struct {
		Model    string `json:"model"`
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
		Stream  any            `json:"stream"`
		Options map[string]any `json:"options"`
	}
	if err := json.Unmarshal(body, &req); err != nil || len(req.Messages) != 2 {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	user := req.Messages[1].Content
	f.mu.Lock()
	f.calls++
	call := f.calls
	f.users = append(f.users, user)
	f.raw = append(f.raw, string(body))
	f.options = append(f.options, req.Options)
	f.streams = append(f.streams, req.Stream)
	f.mu.Unlock()

	rp := f.script(call, user)
	if rp.hang {
		<-r.Context().Done()
		return
	}
	if rp.delay > 0 {
		select {
		case <-time.After(rp.delay):
		case <-r.Context().Done():
			return
		}
	}
	for k, v := range rp.header {
		w.Header().Set(k, v)
	}
	w.Header().Set("Content-Type", "application/json")
	if rp.status != 0 && rp.status != http.StatusOK || rp.body != "" {
		w.WriteHeader(max(rp.status, http.StatusOK))
		io.WriteString(w, rp.body)
		return
	}
	var out any
	if ollama {
		out = map[string]any{"model": req.Model, "created_at": "2026-10-11T09:00:00Z", "done": true, "done_reason": "stop",
			"message":           map[string]string{"role": "assistant", "content": rp.text},
			"prompt_eval_count": len(user) / 4, "eval_count": len(rp.text) / 4}
	} else {
		out = map[string]any{"id": fmt.Sprintf("chatcmpl-%d", call), "object": "chat.completion", "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
				"message": map[string]string{"role": "assistant", "content": rp.text}}},
			"usage": map[string]int{"prompt_tokens": len(user) / 4, "completion_tokens": len(rp.text) / 4, "total_tokens": (len(user) + len(rp.text)) / 4}}
	}
	json.NewEncoder(w).Encode(out)
}

func (f *fakeServer) userMessages() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.users...)
}

func (f *fakeServer) callCount() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls
}

// openAIError is OpenAI's error body.
func openAIError(typ, code, msg string) string {
	b, _ := json.Marshal(map[string]any{"error": map[string]any{"message": msg, "type": typ, "param": nil, "code": code}})
	return string(b)
}

// fakeClock reads real time but does not sleep: it records the waits asked of it.
type fakeClock struct {
	mu     sync.Mutex
	sleeps []time.Duration
}

func (c *fakeClock) Now() time.Time { return time.Now() }
func (c *fakeClock) Sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	c.sleeps = append(c.sleeps, d)
	c.mu.Unlock()
	return ctx.Err()
}

// headerRange reads "lines A–B of N" from a chunk prompt.
func headerRange(user string) (a, b, n int, ok bool) {
	i := strings.Index(user, "Here are lines ")
	if i < 0 {
		return 0, 0, 0, false
	}
	_, err := fmt.Sscanf(user[i:], "Here are lines %d–%d of %d", &a, &b, &n)
	return a, b, n, err == nil
}
