package main

import (
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/notable"
	"github.com/wisptriage/wisptriage/report"
)

// openTarget opens what a summary reads: a stored id, or a file (or - for stdin) that is
// ingested first, so its held-back lines can be reached.
func openTarget(c *cli.Context, env Env, g globals, target string, exit *int) (*ingest.Log, error) {
	log, _, err := summarizeTarget(c, env, g, target, exit, nil)
	return log, err
}

// summarizeTarget opens a target as openTarget does and, when o is not nil, summarizes
// it: a file in the same pass that stores it.
func summarizeTarget(c *cli.Context, env Env, g globals, target string, exit *int, o *notable.Options) (*ingest.Log, notable.Summary, error) {
	store, err := g.openStore(env)
	if err != nil {
		return nil, notable.Summary{}, err
	}
	if target != "-" {
		if _, err := os.Stat(target); err != nil && ingest.ValidID(target) {
			if _, rerr := store.Record(target); rerr == nil {
				log, err := store.OpenLog(target)
				if err != nil || o == nil {
					return log, notable.Summary{}, err
				}
				s, err := notable.Summarize(c.Context, log, *o)
				if err != nil {
					log.Close()
					return nil, s, err
				}
				return log, s, nil
			}
		}
	}
	// A file is stored, so the store is swept the same bounded way as ingest sweeps it.
	if _, err := sweepAtStart(c, env, g, store); err != nil {
		return nil, notable.Summary{}, err
	}
	var s notable.Summary
	rec, err := storeInput(env, target, ingest.Meta{ExitStatus: exit}, func(r io.Reader, meta ingest.Meta) (ingest.Record, error) {
		if o == nil {
			return store.Ingest(c.Context, r, meta)
		}
		var rec ingest.Record
		var err error
		s, rec, err = notable.SummarizeInput(c.Context, store, r, meta, *o)
		return rec, err
	})
	if err != nil {
		return nil, s, err
	}
	log, err := store.OpenLog(rec.ID)
	return log, s, err
}

func summaryFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "exit", Value: -1, Usage: "the exit `STATUS` of the command that wrote the log; it decides the outcome", EnvVars: []string{"WISPTRIAGE_EXIT"}},
	}
}

func summarize(c *cli.Context, env Env, overview bool) error {
	g, err := readGlobals(c, env)
	if err != nil {
		return err
	}
	if c.NArg() != 1 {
		return usagef("%s takes one TARGET: a file, - for standard input, or a stored id", c.Command.Name)
	}
	var exit *int
	if e := c.Int("exit"); e >= 0 {
		exit = &e
	}
	log, s, err := summarizeTarget(c, env, g, c.Args().First(), exit, &notable.Options{ExitStatus: exit})
	if err != nil {
		return err
	}
	defer log.Close()
	// The runner's environment reaches report only through these fields.
	o := report.Options{Format: g.format, Room: g.room, RoomSet: g.roomSet, Redact: g.redact,
		Workspace: env.Getenv("GITHUB_WORKSPACE"), StepSummary: env.Getenv("GITHUB_STEP_SUMMARY"), Version: version}
	if overview {
		return report.WriteOverview(c.Context, shownOut(env), log, s, o)
	}
	return report.WriteNotable(c.Context, shownOut(env), log, s, o)
}

func notableCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "notable",
		Usage:     "what matters in a log: root causes of a failure, a compact summary of a success, what is rare or severe in a service log",
		ArgsUsage: "TARGET",
		Description: `TARGET is a file (gzip and zstd read by their magic bytes), - for standard input, or the id
of a stored output. A file is stored first, so every line the summary cites can be reached.
A failure leads with its root causes: the first error of each independent failure, with its
location and its lines, and what it set off counted under it. A success gets its counts and
warnings. A log with no outcome leads with what is rare or severe. Every point cites its
lines (L154, L40-52) by LF, as sed -n counts them.

   wisptriage notable build.log
   wisptriage --format markdown notable --exit 2 build.log > comment.md
   wisptriage --format json notable ID

--format markdown is a PR comment (65,000 bytes unless --budget is given) with a hidden
<!-- wisptriage:fingerprint=… --> line that stays the same across re-runs of the same
failure. --format github writes annotations (10 errors and 10 warnings at most, a notice
for the rest) and appends the markdown to $GITHUB_STEP_SUMMARY when it is set, under 1 MiB.
--format sarif writes SARIF 2.1.0. Paths under $GITHUB_WORKSPACE are shown relative to it.`,
		Flags:  summaryFlags(),
		Action: func(c *cli.Context) error { return summarize(c, env, false) },
	}
}

func overviewCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "overview",
		Usage:     "what a log is: its formats and their lines, its size, how it ended, its sections",
		ArgsUsage: "TARGET",
		Description: `TARGET is a file, - for standard input, or a stored id, as for notable.

   wisptriage overview build.log`,
		Flags:  summaryFlags(),
		Action: func(c *cli.Context) error { return summarize(c, env, true) },
	}
}
