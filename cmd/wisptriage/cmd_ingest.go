package main

import (
	"io"

	"github.com/urfave/cli/v2"

	"github.com/wisptriage/wisptriage/budget"
	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/notable"
	"github.com/wisptriage/wisptriage/report"
)

// shapeFlags are the exec-style shapes of a view, shared by ingest and run.
func shapeFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "keep", Usage: "keep `MODE` of the lines: head, tail or head_tail, optionally :N lines (head_tail:200)", EnvVars: []string{"WISPTRIAGE_KEEP"}},
		&cli.StringFlag{Name: "grep", Usage: "show only the lines matching `RE` (case-insensitive; a literal when it does not compile)", EnvVars: []string{"WISPTRIAGE_GREP"}},
		&cli.IntFlag{Name: "context", Usage: "`N` lines of context around each --grep match", EnvVars: []string{"WISPTRIAGE_CONTEXT"}},
		&cli.IntFlag{Name: "max-chars", Usage: "cap the view at `N` bytes, below the budget", EnvVars: []string{"WISPTRIAGE_MAX_CHARS"}},
	}
}

func readShape(c *cli.Context, g globals) (budget.ViewOptions, error) {
	k, err := budget.ParseKeep(c.String("keep"))
	if err != nil {
		return budget.ViewOptions{}, usageError{err}
	}
	if c.Int("context") < 0 || c.Int("max-chars") < 0 {
		return budget.ViewOptions{}, usagef("--context and --max-chars take a number of at least 0")
	}
	return budget.ViewOptions{Room: g.room, Keep: k, Grep: c.String("grep"), Context: c.Int("context"), MaxChars: c.Int("max-chars"),
		Redactor: g.redactor()}, nil
}

func ingestCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "ingest",
		Usage:     "keep each input whole and print its id and a budgeted view",
		ArgsUsage: "[FILE|-]...",
		Description: `Each input (a file, or - for standard input; gzip and zstd are read by their magic bytes)
is stored whole as seekable zstd with a line index. The view keeps the head and the tail
within the budget, with a marker that says exactly what was held back, and a note with the
commands that reach the rest. With no FILE, standard input is read.

   wisptriage ingest build.log
   make 2>&1 | wisptriage ingest --name make --exit $? -
   wisptriage --format json ingest --keep tail:50 build.log.gz`,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "name", Usage: "a `NAME` for the output (default: the file name)", EnvVars: []string{"WISPTRIAGE_NAME"}},
			&cli.StringFlag{Name: "command", Usage: "the `COMMAND` that produced the input, for the record", EnvVars: []string{"WISPTRIAGE_COMMAND"}},
			&cli.IntFlag{Name: "exit", Value: -1, Usage: "the exit `STATUS` of the command that produced the input", EnvVars: []string{"WISPTRIAGE_EXIT"}},
		}, shapeFlags()...),
		Action: func(c *cli.Context) error {
			g, err := readGlobals(c, env)
			if err != nil {
				return err
			}
			shape, err := readShape(c, g)
			if err != nil {
				return err
			}
			paths := c.Args().Slice()
			if len(paths) == 0 {
				paths = []string{"-"}
			}
			meta := ingest.Meta{Name: c.String("name"), Command: c.String("command")}
			if e := c.Int("exit"); e >= 0 {
				meta.ExitStatus = &e
				shape.ExitStatus = &e
			}
			store, err := g.openStore(env)
			if err != nil {
				return err
			}
			swept, err := sweepAtStart(c, env, g, store)
			if err != nil {
				return err
			}
			var results []report.IngestResult
			for _, path := range paths {
				rec, err := ingestOne(c, env, store, path, meta)
				if err != nil {
					return err
				}
				v, err := viewOf(c, store, rec, shape)
				if err != nil {
					return err
				}
				results = append(results, report.NewIngestResult(rec, g.room, v))
			}
			results[0].Sweep = swept
			return report.WriteIngest(shownOut(env), g.format, results)
		},
	}
}

func ingestOne(c *cli.Context, env Env, store *ingest.Store, path string, meta ingest.Meta) (ingest.Record, error) {
	return storeInput(env, path, meta, func(r io.Reader, meta ingest.Meta) (ingest.Record, error) {
		return store.Ingest(c.Context, r, meta)
	})
}

// storeInput opens path (- for stdin; gzip and zstd by their magic bytes) and hands it to
// store with its name and a progress line at a terminal.
func storeInput(env Env, path string, meta ingest.Meta, store func(io.Reader, ingest.Meta) (ingest.Record, error)) (ingest.Record, error) {
	in, err := ingest.OpenInput(path, env.Stdin)
	if err != nil {
		return ingest.Record{}, err
	}
	defer in.Close()
	meta.Source = path
	if meta.Name == "" {
		meta.Name = path
		if path == "-" {
			meta.Name = "stdin"
		}
	}
	sized := path
	if in.Format != "plain" {
		sized = "-" // the file's size is not the size of what it expands to
	}
	r, finish := withProgress(env, in, meta.Name, sized)
	defer finish()
	return store(r, meta)
}

func viewOf(c *cli.Context, store *ingest.Store, rec ingest.Record, shape budget.ViewOptions) (budget.Shaped, error) {
	log, err := store.OpenLog(rec.ID)
	if err != nil {
		return budget.Shaped{}, err
	}
	defer log.Close()
	// The first error is named in the note (FirstError reads logs up to 256 MiB only).
	if shape.FirstError == 0 {
		first, err := notable.FirstError(c.Context, log, nil)
		if err != nil {
			return budget.Shaped{}, err
		}
		shape.FirstError = first
	}
	return budget.ViewLog(c.Context, log, shape)
}
