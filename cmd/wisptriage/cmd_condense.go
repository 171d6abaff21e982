package main

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/wisptriage/wisptriage/condense"
	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/notable"
	"github.com/wisptriage/wisptriage/report"
)

// logSource adapts a stored log to what condense reads.
type logSource struct {
	log  *ingest.Log
	kind string
}

func (s logSource) ID() string   { return s.log.ID }
func (s logSource) Lines() int   { return s.log.Lines }
func (s logSource) Kind() string { return s.kind }
func (s logSource) ReadLines(ctx context.Context, from, to int, fn func(n int, text []byte) error) error {
	return s.log.Range(ctx, from, to, func(r ingest.Row) error { return fn(r.N, r.Text) })
}

func condenseCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "condense",
		Usage:     "answer a question from all of a log, chunk by chunk, through a model endpoint",
		ArgsUsage: "TARGET QUESTION",
		Description: `Cuts the stored log into chunks that fit the budget, asks the model the question about
each (told to answer "nothing here" when a chunk has nothing), joins the answers that say
something, and cites only lines that exist. Secrets are redacted before any byte leaves the
machine (--no-redact turns that off). TARGET is a file, - or a stored id.

Endpoints: any OpenAI-compatible server (--base-url, --api-key, --model) or Ollama
(--ollama-host, --model; the model's window is read from /api/show).

   OPENAI_API_KEY=… wisptriage condense --model gpt-4o-mini build.log 'why did the deploy step hang?'
   wisptriage condense --ollama-host localhost:11434 --model llama3.1:8b ID 'which test was flaky?'
   wisptriage condense --dry-run build.log 'what failed?'     the plan and the first prompt; no call`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "provider", Usage: "`openai` or `ollama` (default: told from the URL)", EnvVars: []string{"WISPTRIAGE_PROVIDER"}},
			&cli.StringFlag{Name: "base-url", Usage: "an OpenAI-compatible `URL` (…/v1)", EnvVars: []string{"OPENAI_BASE_URL", "WISPTRIAGE_BASE_URL"}},
			&cli.StringFlag{Name: "api-key", Usage: "the endpoint's API `KEY`", EnvVars: []string{"OPENAI_API_KEY", "WISPTRIAGE_API_KEY"}},
			&cli.StringFlag{Name: "model", Usage: "the `MODEL` to ask", EnvVars: []string{"WISPTRIAGE_MODEL"}},
			&cli.StringFlag{Name: "ollama-host", Usage: "an Ollama `HOST` (host, host:port or a URL)", EnvVars: []string{"OLLAMA_HOST"}},
			&cli.IntFlag{Name: "max-chunks", Value: condense.DefaultMaxChunks, Usage: "read at most `N` chunks; the answer names the lines not read", EnvVars: []string{"WISPTRIAGE_MAX_CHUNKS"}},
			&cli.IntFlag{Name: "concurrency", Value: condense.DefaultConcurrency, Usage: "`N` calls at once", EnvVars: []string{"WISPTRIAGE_CONCURRENCY"}},
			&cli.DurationFlag{Name: "timeout", Value: condense.DefaultTimeout, Usage: "the time one call may take", EnvVars: []string{"WISPTRIAGE_CALL_TIMEOUT"}},
			&cli.BoolFlag{Name: "dry-run", Usage: "print the plan (chunks, lines, bytes, tokens) and the first prompt; call nothing", EnvVars: []string{"WISPTRIAGE_DRY_RUN"}},
		},
		Action: func(c *cli.Context) error {
			g, err := readGlobals(c, env)
			if err != nil {
				return err
			}
			if c.NArg() < 2 {
				return usagef("condense takes a TARGET (a file, - or a stored id) and a QUESTION")
			}
			question := strings.Join(c.Args().Slice()[1:], " ")
			log, err := openTarget(c, env, g, c.Args().First(), nil)
			if err != nil {
				return err
			}
			defer log.Close()
			kind := "text"
			if s, err := notable.Kind(c.Context, log); err == nil {
				kind = s
			}
			o := condense.Options{
				Provider: c.String("provider"), BaseURL: c.String("base-url"), APIKey: c.String("api-key"),
				Model: c.String("model"), OllamaHost: c.String("ollama-host"), Window: c.Int("window"),
				MaxChunks: c.Int("max-chunks"), Concurrency: c.Int("concurrency"), Timeout: c.Duration("timeout"),
				DryRun: c.Bool("dry-run"), NoRedact: !g.redact,
			}
			if c.IsSet("budget") {
				o.Budget = g.room
			}
			res, err := condense.Run(c.Context, logSource{log: log, kind: kind}, question, o)
			if err != nil {
				return err
			}
			if g.format == report.JSON {
				enc := json.NewEncoder(env.Stdout)
				enc.SetIndent("", "  ")
				enc.SetEscapeHTML(false)
				return enc.Encode(res)
			}
			return condense.WriteText(shownOut(env), res)
		},
	}
}
