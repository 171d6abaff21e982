package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCondenseWithoutEndpointIsExit4(t *testing.T) {
	r := wt(t, t.TempDir(), "a\nb\n", "condense", "-", "what failed?")
	assert.Equal(t, 4, r.code, r.stderr)
	assert.Contains(t, r.stderr, "wisptriage notable")
}

// A scripted OpenAI-compatible endpoint: every chunk's answer cites line 2, and one
// citation past the log's end that must be dropped.
func TestCondenseAgainstAScriptedEndpoint(t *testing.T) {
	var prompts []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Messages []struct{ Content string }
		}
		require.NoError(t, json.NewDecoder(r.Body).Decode(&req))
		prompts = append(prompts, req.Messages[len(req.Messages)-1].Content)
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"id": "x", "object": "chat.completion", "model": "m",
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
				"message": map[string]any{"role": "assistant", "content": "The build broke on the missing token check (L2, L999)."}}},
			"usage": map[string]any{"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
		})
	}))
	defer srv.Close()
	in := "starting\nerror: check failed with token ghp_" + strings.Repeat("a", 36) + "\ndone\n"
	r := wt(t, t.TempDir(), in, "--format", "json", "condense", "--base-url", srv.URL+"/v1", "--model", "m", "-", "what failed?")
	require.Equal(t, 0, r.code, r.stderr)
	var res struct {
		Answer           string
		Lines            []int
		DroppedCitations int `json:"dropped_citations"`
		Redactions       int
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &res))
	assert.Equal(t, []int{2}, res.Lines)
	assert.Equal(t, 1, res.DroppedCitations)
	assert.Equal(t, 1, res.Redactions)
	require.Len(t, prompts, 1)
	assert.NotContains(t, prompts[0], "ghp_aaaa", "a secret never leaves the machine")
	assert.Contains(t, prompts[0], "2: error: check failed")
}
