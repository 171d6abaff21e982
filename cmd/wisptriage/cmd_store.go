package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/wisptriage/wisptriage/budget"
	"github.com/wisptriage/wisptriage/report"
)

func recallCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "recall",
		Usage:     "page a stored output, a budget at a time, or filter it",
		ArgsUsage: "ID",
		Description: `Prints lines of a stored output with their numbers in the whole output, a budget at a
time, and ends with the command for the next page (repeating the filter). A filter reads
what is stored; nothing is run again.

   wisptriage recall ID --from 2311
   wisptriage recall ID --lines 40-52
   wisptriage recall ID --matching 'error|fail' --context 2`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "from", Usage: "start at line `N`", EnvVars: []string{"WISPTRIAGE_FROM"}},
			&cli.StringFlag{Name: "lines", Usage: "the lines `A-B` (inclusive)", EnvVars: []string{"WISPTRIAGE_LINES"}},
			&cli.IntFlag{Name: "head", Usage: "the first `N` lines", EnvVars: []string{"WISPTRIAGE_HEAD"}},
			&cli.IntFlag{Name: "tail", Usage: "the last `N` lines", EnvVars: []string{"WISPTRIAGE_TAIL"}},
			&cli.StringFlag{Name: "matching", Aliases: []string{"grep"}, Usage: "only lines matching `RE` (case-insensitive; a literal when it does not compile)", EnvVars: []string{"WISPTRIAGE_MATCHING"}},
			&cli.IntFlag{Name: "context", Usage: "`N` lines of context around each match", EnvVars: []string{"WISPTRIAGE_CONTEXT"}},
			&cli.IntFlag{Name: "max-chars", Usage: "cap the page at `N` bytes, below the budget", EnvVars: []string{"WISPTRIAGE_MAX_CHARS"}},
		},
		Action: func(c *cli.Context) error {
			g, err := readGlobals(c, env)
			if err != nil {
				return err
			}
			id, err := oneID(c)
			if err != nil {
				return err
			}
			q := budget.Query{From: c.Int("from"), Matching: c.String("matching"), Context: c.Int("context"), Redactor: g.redactor()}
			set := 0
			for _, f := range []string{"from", "lines", "head", "tail"} {
				if c.IsSet(f) {
					set++
				}
			}
			if set > 1 {
				return usagef("use one of --from, --lines, --head and --tail")
			}
			switch {
			case c.IsSet("lines"):
				a, b, ok := parseRange(c.String("lines"))
				if !ok {
					return usagef("--lines %q: want A-B, two line numbers with A <= B", c.String("lines"))
				}
				q.From, q.To = a, b
			case c.IsSet("head"):
				q.From, q.To = 1, max(c.Int("head"), 0)
				if q.To == 0 {
					return usagef("--head takes a number of lines of at least 1")
				}
			case c.IsSet("tail") && c.Int("tail") <= 0:
				return usagef("--tail takes a number of lines of at least 1")
			}
			if q.From < 0 || q.Context < 0 {
				return usagef("--from and --context take numbers of at least 0")
			}
			log, err := g.openLog(env, id)
			if err != nil {
				return err
			}
			defer log.Close()
			if c.IsSet("tail") {
				q.From, q.To = max(log.Lines-c.Int("tail")+1, 1), log.Lines
			}
			room := g.room
			if m := c.Int("max-chars"); m > 0 && m < room {
				room = m
			}
			p, err := budget.Recall(c.Context, log, q, room)
			if err != nil {
				return err
			}
			return report.WritePage(shownOut(env), g.format, p)
		},
	}
}

func parseRange(s string) (int, int, bool) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		n, err := strconv.Atoi(s)
		return n, n, err == nil && n >= 1
	}
	x, err1 := strconv.Atoi(strings.TrimSpace(a))
	y, err2 := strconv.Atoi(strings.TrimSpace(b))
	return x, y, err1 == nil && err2 == nil && x >= 1 && y >= x
}

func oneID(c *cli.Context) (string, error) {
	if c.NArg() != 1 {
		return "", usagef("%s takes one ID (see wisptriage ls)", c.Command.Name)
	}
	return c.Args().First(), nil
}

func showCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "show",
		Usage:     "print a whole stored output (through a pager at a terminal)",
		ArgsUsage: "ID",
		Action: func(c *cli.Context) error {
			g, err := readGlobals(c, env)
			if err != nil {
				return err
			}
			id, err := oneID(c)
			if err != nil {
				return err
			}
			log, err := g.openLog(env, id)
			if err != nil {
				return err
			}
			defer log.Close()
			if env.IsTerminal != nil && env.IsTerminal(env.Stdout) {
				return page(c, env, func(w io.Writer) error { _, err := log.WriteTo(c.Context, w); return err })
			}
			_, err = log.WriteTo(c.Context, env.Stdout)
			return err
		},
	}
}

// page runs $PAGER (or less -R) on what write produces.
func page(c *cli.Context, env Env, write func(io.Writer) error) error {
	pager := env.Getenv("PAGER")
	if pager == "" {
		pager = "less -R"
	}
	cmd := exec.CommandContext(c.Context, "sh", "-c", pager)
	cmd.Stdout, cmd.Stderr = env.Stdout, env.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return write(env.Stdout)
	}
	werr := write(in)
	in.Close()
	if err := cmd.Wait(); err != nil {
		return nil // the pager quit early: not an error of ours
	}
	if werr != nil && !isBrokenPipe(werr) {
		return werr
	}
	return nil
}

func isBrokenPipe(err error) bool {
	return err != nil && (strings.Contains(err.Error(), "broken pipe") || err == os.ErrClosed)
}

func lsCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:  "ls",
		Usage: "list the stored outputs",
		Action: func(c *cli.Context) error {
			g, err := readGlobals(c, env)
			if err != nil {
				return err
			}
			store, err := g.openStore(env)
			if err != nil {
				return err
			}
			recs, err := store.List()
			if err != nil {
				return err
			}
			return report.WriteRecords(env.Stdout, g.format, recs)
		},
	}
}

func rmCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "rm",
		Usage:     "remove stored outputs",
		ArgsUsage: "ID...",
		Action: func(c *cli.Context) error {
			g, err := readGlobals(c, env)
			if err != nil {
				return err
			}
			if c.NArg() == 0 {
				return usagef("rm takes one or more IDs (see wisptriage ls)")
			}
			store, err := g.openStore(env)
			if err != nil {
				return err
			}
			for _, id := range c.Args().Slice() {
				if err := store.Remove(id); err != nil {
					return err
				}
				if g.verbose {
					fmt.Fprintf(env.Stderr, "removed %s\n", id)
				}
			}
			return nil
		},
	}
}
