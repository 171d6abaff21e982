package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/wisptriage/wisptriage/budget"
	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/report"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"

// Env is everything the app takes from the process, so tests run it with buffers.
type Env struct {
	Stdin      io.Reader
	Stdout     io.Writer
	Stderr     io.Writer
	Getenv     func(string) string
	Now        func() time.Time
	IsTerminal func(any) bool // whether a reader or writer is a terminal
	NewID      func() string  // nil: random ids
}

func systemEnv() Env {
	return Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv, Now: time.Now,
		IsTerminal: isTerminal}
}

func isTerminal(v any) bool {
	f, ok := v.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

const appHelp = `wisptriage keeps a whole build, test or service log in a compressed store and prints what
matters within a byte budget, every point citing the log lines it came from. What is not
shown is kept, and a marker says exactly what was held back and how to reach it.

EXAMPLES:
   wisptriage notable build.log                 root causes of a failed build, within the budget
   wisptriage ingest --format json build.log    keep it; print its id and a budgeted view
   wisptriage recall ID --matching 'error' --context 2
   make test 2>&1 | wisptriage ingest -

LINES are counted by LF alone, as wc -l and sed -n count them: check any citation with
sed -n 'Np' on the original file.

EXIT STATUS:
   0  done
   2  bad usage or unreadable input (a missing file, a directory, a FIFO, a truncated gzip)
   3  a store error (an unwritable store, a full disk, a damaged output)
   4  a model endpoint error (condense)
   130 interrupted
   run exits with its command's own status (128+N when a signal N killed it).`

func newApp(env Env) *cli.App {
	app := &cli.App{
		Name:                 "wisptriage",
		Usage:                "triage build, test and service logs within a byte budget",
		Description:          appHelp,
		Version:              version,
		Reader:               env.Stdin,
		Writer:               env.Stdout,
		ErrWriter:            env.Stderr,
		EnableBashCompletion: true,
		// Errors are mapped to exit statuses in main, in one place.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return usageError{err}
		},
		Flags: globalFlags(env),
		Commands: []*cli.Command{
			notableCommand(env),
			overviewCommand(env),
			templatesCommand(env),
			condenseCommand(env),
			ingestCommand(env),
			runCommand(env),
			recallCommand(env),
			showCommand(env),
			lsCommand(env),
			rmCommand(env),
			sweepCommand(env),
			doctorCommand(env),
		},
	}
	for _, c := range app.Commands {
		c.OnUsageError = app.OnUsageError
	}
	return app
}

func defaultStore(env Env) string {
	if dir := env.Getenv("XDG_CACHE_HOME"); dir != "" {
		return filepath.Join(dir, "wisptriage")
	}
	if dir, err := os.UserCacheDir(); err == nil {
		return filepath.Join(dir, "wisptriage")
	}
	return filepath.Join(os.TempDir(), "wisptriage-"+fmt.Sprint(os.Getuid()))
}

func globalFlags(env Env) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "store", Usage: "the store `DIR` (default: the user cache dir)", EnvVars: []string{"WISPTRIAGE_STORE"}},
		&cli.IntFlag{Name: "window", Usage: "the reader's model window in `TOKENS`; the budget is min(64 KiB, max(4 KiB, window/8*4 bytes))", EnvVars: []string{"WISPTRIAGE_WINDOW"}},
		&cli.IntFlag{Name: "budget", Usage: "the budget in `BYTES`, overriding --window", EnvVars: []string{"WISPTRIAGE_BUDGET"}},
		&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text, markdown, json, jsonl, github or sarif", EnvVars: []string{"WISPTRIAGE_FORMAT"}},
		&cli.BoolFlag{Name: "no-redact", Usage: "show secrets (tokens, keys, passwords) instead of redacting them", EnvVars: []string{"WISPTRIAGE_NO_REDACT"}},
		&cli.Int64Flag{Name: "ceiling", Value: ingest.DefaultCeiling, Usage: "`BYTES` kept of one output; past it the middle is cut, and the cut is stated", EnvVars: []string{"WISPTRIAGE_CEILING"}},
		&cli.BoolFlag{Name: "verbose", Usage: "say more about what is done to the store", EnvVars: []string{"WISPTRIAGE_VERBOSE"}},
	}
}

// globals are the parsed global flags.
type globals struct {
	storeDir string
	room     int
	roomSet  bool // --budget was given, so markdown is not sized for a PR comment
	format   report.Format
	redact   bool
	ceiling  int64
	verbose  bool
}

func readGlobals(c *cli.Context, env Env) (globals, error) {
	g := globals{storeDir: c.String("store"), redact: !c.Bool("no-redact"), ceiling: c.Int64("ceiling"), verbose: c.Bool("verbose")}
	if g.storeDir == "" {
		g.storeDir = defaultStore(env)
	}
	f, err := report.ParseFormat(c.String("format"))
	if err != nil {
		return g, usageError{err}
	}
	g.format = f
	if c.Int("window") < 0 {
		return g, usagef("--window %d: want a positive number of tokens", c.Int("window"))
	}
	g.room = budget.ForWindow(c.Int("window"))
	if b := c.Int("budget"); b != 0 {
		if b < 256 {
			return g, usagef("--budget %d: want at least 256 bytes", b)
		}
		g.room = b
		g.roomSet = true
	}
	if g.ceiling < 1<<20 {
		return g, usagef("--ceiling %d: want at least 1 MiB", g.ceiling)
	}
	return g, nil
}

// redactor hides secrets in what is shown, unless --no-redact.
func (g globals) redactor() *ingest.Redactor {
	if !g.redact {
		return nil
	}
	return ingest.NewRedactor()
}

// openLog opens a stored output by id.
func (g globals) openLog(env Env, id string) (*ingest.Log, error) {
	store, err := g.openStore(env)
	if err != nil {
		return nil, err
	}
	return store.OpenLog(id)
}

func (g globals) openStore(env Env) (*ingest.Store, error) {
	s, err := ingest.Open(g.storeDir, ingest.Options{Ceiling: g.ceiling, Now: env.Now, NewID: env.NewID})
	if err != nil {
		return nil, err
	}
	// A repair of the store's permissions is always said: it means someone else could read it.
	for _, r := range s.Repaired {
		fmt.Fprintf(env.Stderr, "wisptriage: store: %s\n", r)
	}
	return s, nil
}
