package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/urfave/cli/v2"

	"github.com/wisptriage/wisptriage/budget"
	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/notable"
	"github.com/wisptriage/wisptriage/report"
)

func runCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "run",
		Usage:     "run a command, show its output live, keep all of it, print the budgeted view, exit with its status",
		ArgsUsage: "-- CMD [ARGS]...",
		Description: `CMD runs directly, not through a shell (--shell 'a | b' runs a script with sh -c), with
wisptriage's environment and with standard input closed (--stdin passes it on). Its output
is shown as it arrives, unchanged, and kept whole in the store: stdout and stderr merged in
the order they were written, as a CI log shows them, or kept apart with --split (the stored
output is then a status line, stdout:, the stream, stderr:, the stream, and the view shares
the budget between the two in proportion to their size, at least a fifth each). When the
command ends, the budgeted view follows (or the notable summary, with --notable), with a
note naming what was held back, the exit status, the first error's line, and the commands
that read the rest from the store. run exits with the command's own status.

The command runs in a process group of its own. Ctrl-C and SIGTERM are forwarded to the
group, SIGKILL follows 5 s later, and the output up to then is kept. --timeout stops it the
same way and records exit status 124, as timeout(1) does. A command killed by signal N exits
128+N; one that is not found exits 127 and one that cannot be executed 126, and both are
kept as an output saying so. When the command exits while a process it left running holds
its output open, reading stops 2 s later and the note says so.

With --format json, markdown or github the live output goes to stderr, so standard output
holds the result alone. json is ingest's, with "exit_status" and "duration_s".

   wisptriage run -- make -j8 test
   wisptriage run --notable --timeout 30m -- go test ./...
   wisptriage --format json run --quiet --shell 'make 2>&1 | tee build.log'`,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "shell", Usage: "run `SCRIPT` with sh -c instead of CMD", EnvVars: []string{"WISPTRIAGE_RUN_SHELL"}},
			&cli.BoolFlag{Name: "stdin", Usage: "pass standard input on to the command; without it the command reads /dev/null", EnvVars: []string{"WISPTRIAGE_RUN_STDIN"}},
			&cli.BoolFlag{Name: "quiet", Usage: "do not show the output as it arrives; keep it and print the view only", EnvVars: []string{"WISPTRIAGE_RUN_QUIET"}},
			&cli.BoolFlag{Name: "split", Usage: "keep stdout and stderr apart; without it they are merged in the order written", EnvVars: []string{"WISPTRIAGE_RUN_SPLIT"}},
			&cli.DurationFlag{Name: "timeout", Usage: "stop the command after `DURATION` (10m, 1h30m) and record exit status 124", EnvVars: []string{"WISPTRIAGE_RUN_TIMEOUT"}},
			&cli.StringFlag{Name: "name", Usage: "a `NAME` for the output (default: the command)", EnvVars: []string{"WISPTRIAGE_NAME"}},
			&cli.BoolFlag{Name: "notable", Usage: "print the notable summary instead of the view", EnvVars: []string{"WISPTRIAGE_RUN_NOTABLE"}},
		}, shapeFlags()...),
		Action: func(c *cli.Context) error { return runRun(c, env) },
	}
}

func runRun(c *cli.Context, env Env) error {
	g, err := readGlobals(c, env)
	if err != nil {
		return err
	}
	shape, err := readShape(c, g)
	if err != nil {
		return err
	}
	args := c.Args().Slice()
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	script := c.String("shell")
	switch {
	case script != "" && len(args) > 0:
		return usagef("run: give the command either as --shell SCRIPT or after --, not both")
	case script != "":
		args = []string{"sh", "-c", script}
	case len(args) == 0:
		return usagef("run: no command: wisptriage run [FLAGS] -- CMD [ARGS]...")
	}
	if c.Duration("timeout") < 0 {
		return usagef("--timeout %s: want a positive duration", c.Duration("timeout"))
	}
	store, err := g.openStore(env)
	if err != nil {
		return err
	}
	swept, err := sweepAtStart(c, env, g, store)
	if err != nil {
		return err
	}

	quoted := make([]string, len(args))
	for i, a := range args {
		quoted[i] = budget.ShellQuote(a)
	}
	o := ingest.RunOptions{Args: args, Name: c.String("name"), Command: strings.Join(quoted, " "),
		Split: c.Bool("split"), Timeout: c.Duration("timeout")}
	var shown *lastByte
	if !c.Bool("quiet") {
		if g.format == report.Text {
			shown = &lastByte{w: env.Stdout}
			o.Live, o.LiveErr = shown, env.Stderr
		} else {
			o.Live = env.Stderr // standard output holds the result alone
		}
	}
	if c.Bool("stdin") {
		o.Stdin = env.Stdin
		o.KeepGroup = env.IsTerminal != nil && env.IsTerminal(env.Stdin)
	}
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	o.Signals = sigs

	res, err := store.Run(c.Context, o)
	if err != nil {
		return err
	}
	if res.StartError != "" {
		fmt.Fprintf(env.Stderr, "wisptriage: %s\n", res.StartError)
	}
	// What was kept is shown even when wisptriage was interrupted.
	ctx := context.WithoutCancel(c.Context)
	log, err := store.OpenLog(res.Record.ID)
	if err != nil {
		return err
	}
	defer log.Close()
	status := res.ExitStatus
	if shown != nil && shown.n > 0 && shown.last != '\n' {
		fmt.Fprintln(env.Stdout) // the view starts on a line of its own
	}
	if c.Bool("notable") {
		if err := runNotable(ctx, env, g, log, status); err != nil {
			return err
		}
		// The summary knows the status; what else the run showed (a timeout, a signal) is
		// said after it, where a text reader sees it.
		if facts := res.Facts(); len(facts) > 0 && g.format == report.Text {
			fmt.Fprintf(env.Stdout, "[%s]\n", strings.Join(facts, "; "))
		}
		return exitWith(status)
	}

	shape.ExitStatus, shape.Facts, shape.Always = &status, res.Facts(), true
	// Reading for the first error costs a pass; a success or an interruption skips it.
	if status != 0 && !res.Interrupted && res.StartError == "" {
		if shape.FirstError, err = notable.FirstError(ctx, log, nil); err != nil {
			return err
		}
	}
	var v budget.Shaped
	if res.Streams != nil {
		v, err = budget.ViewStreams(ctx, log, res.Streams, shape)
	} else {
		v, err = budget.ViewLog(ctx, log, shape)
	}
	if err != nil {
		return err
	}
	r := report.NewIngestResult(res.Record, g.room, v)
	secs := math.Round(res.Duration.Seconds()*1000) / 1000
	r.ExitStatus, r.DurationS, r.Sweep = &status, &secs, swept
	if err := report.WriteIngest(shownOut(env), g.format, []report.IngestResult{r}); err != nil {
		return err
	}
	return exitWith(status)
}

// runNotable prints the notable summary of a run's stored output.
func runNotable(ctx context.Context, env Env, g globals, log *ingest.Log, status int) error {
	s, err := notable.Summarize(ctx, log, notable.Options{ExitStatus: &status})
	if err != nil {
		return err
	}
	o := report.Options{Format: g.format, Room: g.room, RoomSet: g.roomSet, Redact: g.redact,
		Workspace: env.Getenv("GITHUB_WORKSPACE"), StepSummary: env.Getenv("GITHUB_STEP_SUMMARY"), Version: version}
	return report.WriteNotable(ctx, shownOut(env), log, s, o)
}

// exitWith passes the command's status through as run's own.
func exitWith(status int) error {
	if status == 0 {
		return nil
	}
	return statusError{status}
}

// lastByte remembers the last byte shown, so the view after the live output starts on a
// line of its own.
type lastByte struct {
	w    io.Writer
	n    int64
	last byte
}

func (l *lastByte) Write(b []byte) (int, error) {
	if len(b) > 0 {
		l.n += int64(len(b))
		l.last = b[len(b)-1]
	}
	return l.w.Write(b)
}
