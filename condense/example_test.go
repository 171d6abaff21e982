package condense_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/wisptriage/wisptriage/condense"
	"github.com/wisptriage/wisptriage/ingest"
)

// buildLog is a log held in memory, as a condense.Source.
type buildLog []string

func (l buildLog) ID() string   { return "3f9a2c1b" }
func (l buildLog) Lines() int   { return len(l) }
func (l buildLog) Kind() string { return "build" }
func (l buildLog) ReadLines(ctx context.Context, from, to int, fn func(int, []byte) error) error {
	for n := from; n <= to && n <= len(l); n++ {
		if err := fn(n, []byte(l[n-1])); err != nil {
			return err
		}
	}
	return nil
}

func Example() {
	// A stand-in for an OpenAI-compatible endpoint: it finds the linker's complaint.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Messages []struct{ Content string }
		}
		json.NewDecoder(r.Body).Decode(&req)
		answer := "nothing here"
		if strings.Contains(req.Messages[1].Content, "3: /usr/bin/ld: cannot find -lssl") {
			answer = "The link step failed: ld cannot find -lssl (L3); collect2 reports it at L4."
		}
		json.NewEncoder(w).Encode(map[string]any{
			"choices": []any{map[string]any{"message": map[string]string{"role": "assistant", "content": answer}}},
			"usage":   map[string]int{"prompt_tokens": 180, "completion_tokens": 20},
		})
	}))
	defer srv.Close()

	log := buildLog{
		"cc -c main.c -o main.o",
		"cc -o app main.o -lssl",
		"/usr/bin/ld: cannot find -lssl",
		"collect2: error: ld returned 1 exit status",
	}
	res, err := condense.Run(context.Background(), log, "why did the build fail?",
		condense.Options{BaseURL: srv.URL + "/v1", Model: "gpt-4o-mini"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Answer)
	fmt.Println("cites:", ingest.Cite(res.Spans))
	fmt.Printf("%d of %d chunks answered; %d call, %d tokens in\n",
		res.Chunks.Answered, res.Chunks.Read, res.Usage.Calls, res.Usage.PromptTokens)
	// Output:
	// The link step failed: ld cannot find -lssl (L3); collect2 reports it at L4.
	// cites: L3-4
	// 1 of 1 chunks answered; 1 call, 180 tokens in
}

func ExampleRun_noEndpoint() {
	_, err := condense.Run(context.Background(), buildLog{"ok"}, "what ran?", condense.Options{})
	fmt.Println(strings.Contains(err.Error(), "wisptriage notable 3f9a2c1b"))
	fmt.Println(errors.Is(err, condense.ErrEndpoint))
	// Output:
	// true
	// true
}
