package main

import (
	"fmt"
	"strconv"

	"github.com/urfave/cli/v2"

	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/report"
)

const daysEnv = "WISPTRIAGE_DAYS"

func daysFlag() cli.Flag {
	return &cli.IntFlag{Name: "days", Value: ingest.DefaultSweepDays,
		Usage:   fmt.Sprintf("sweep outputs unused for more than `N` days (0 to %d; 0 never sweeps)", ingest.MaxSweepDays),
		EnvVars: []string{daysEnv}}
}

// sweepDays is the sweep's setting: the command's --days when it has one, else
// WISPTRIAGE_DAYS, else 30. A bad value is a usage error, found before anything is done.
func sweepDays(c *cli.Context, env Env) (int, error) {
	days, from := ingest.DefaultSweepDays, "--days"
	if hasFlag(c.Command, "days") {
		days = c.Int("days")
	} else if v := env.Getenv(daysEnv); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0, usagef("%s=%q: want a number of days", daysEnv, v)
		}
		days, from = n, daysEnv
	}
	if days < 0 || days > ingest.MaxSweepDays {
		return 0, usagef("%s %d: want 0 to %d days", from, days, ingest.MaxSweepDays)
	}
	return days, nil
}

func hasFlag(cmd *cli.Command, name string) bool {
	if cmd == nil {
		return false
	}
	for _, f := range cmd.Flags {
		for _, n := range f.Names() {
			if n == name {
				return true
			}
		}
	}
	return false
}

// sweepAtStart is what every command that writes to the store (ingest, run, notable) calls
// once the store is open: it cleans the leftovers of interrupted writes and sweeps by age,
// bounded, and says what it did on stderr with --verbose. A failure to sweep is said and
// does not stop the command. The report, nil when there is nothing to say, goes into the
// command's JSON output.
func sweepAtStart(c *cli.Context, env Env, g globals, store *ingest.Store) (*ingest.SweepReport, error) {
	days, err := sweepDays(c, env)
	if err != nil {
		return nil, err
	}
	rep, err := store.Sweep(c.Context, ingest.SweepOptions{Days: days})
	if err != nil {
		fmt.Fprintf(env.Stderr, "wisptriage: sweep: %v\n", err)
	}
	if rep.Empty() {
		return nil, nil
	}
	if g.verbose {
		for _, l := range report.SweepLines(rep) {
			fmt.Fprintf(env.Stderr, "wisptriage: sweep: %s\n", l)
		}
	}
	return &rep, nil
}

func sweepCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:  "sweep",
		Usage: "remove stored outputs unused for --days days (at most 16 a call)",
		Description: `Removes the stored outputs whose last use is older than --days days, oldest first. Last
use is the newest modification time of an output's folder and its files: reading an output
(recall, show, notable ID) does not move it. A sweep removes at most 16 outputs and stops
examining after 100 ms; the rest waits for the next sweep. ingest sweeps the same way at its
start (--verbose says what it removed).

Only a folder named like an output id, holding only the log.zst and record.json a write
leaves, is removed. Anything else in the store that is stale (a link, a file, a folder with
something else in it) is left alone and named. Folders of writes in progress are never
touched; those of interrupted writes are cleaned.

   wisptriage sweep
   wisptriage sweep --days 7 --dry-run
   WISPTRIAGE_DAYS=0 wisptriage ingest build.log    (never sweep)`,
		Flags: []cli.Flag{
			daysFlag(),
			&cli.BoolFlag{Name: "dry-run", Usage: "say what would be removed; remove nothing", EnvVars: []string{"WISPTRIAGE_DRY_RUN"}},
		},
		Action: func(c *cli.Context) error {
			g, days, store, err := storeSetup(c, env)
			if err != nil {
				return err
			}
			rep, err := store.Sweep(c.Context, ingest.SweepOptions{Days: days, DryRun: c.Bool("dry-run")})
			if err != nil {
				return err
			}
			return report.WriteSweep(env.Stdout, g.format, rep)
		},
	}
}

// storeSetup is what sweep and doctor read before they look at the store: the globals,
// --days, no arguments, and the store itself.
func storeSetup(c *cli.Context, env Env) (globals, int, *ingest.Store, error) {
	g, err := readGlobals(c, env)
	if err != nil {
		return g, 0, nil, err
	}
	days, err := sweepDays(c, env)
	if err != nil {
		return g, 0, nil, err
	}
	if c.NArg() > 0 {
		return g, 0, nil, usagef("%s takes no arguments", c.Command.Name)
	}
	store, err := g.openStore(env)
	return g, days, store, err
}
