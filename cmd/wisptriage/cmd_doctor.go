package main

import (
	"github.com/urfave/cli/v2"

	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/report"
)

func doctorCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:  "doctor",
		Usage: "check the store: permissions, outputs, the next sweep, interrupted writes",
		Description: `Says where the store is and its permissions, how many outputs it holds and their size,
what the next sweep would remove and what it leaves alone and why, and the leftovers of
interrupted writes. Every output's record and frame index is checked against its file;
--verify also reads every output whole and checks its SHA-256 and line index. Exits 3 and
names the outputs when any is damaged. Nothing is removed.

   wisptriage doctor
   wisptriage doctor --verify --format json`,
		Flags: []cli.Flag{
			daysFlag(),
			&cli.BoolFlag{Name: "verify", Usage: "read every output whole and check its SHA-256 and frame index", EnvVars: []string{"WISPTRIAGE_VERIFY"}},
		},
		Action: func(c *cli.Context) error {
			g, days, store, err := storeSetup(c, env)
			if err != nil {
				return err
			}
			h, err := store.Doctor(c.Context, ingest.DoctorOptions{Days: days, Verify: c.Bool("verify")})
			if err != nil {
				return err
			}
			if err := report.WriteHealth(env.Stdout, g.format, h, c.Bool("verify")); err != nil {
				return err
			}
			return h.Err()
		},
	}
}
