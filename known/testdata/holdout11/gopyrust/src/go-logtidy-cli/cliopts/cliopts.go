// Package cliopts defines logtidy's command-line flags.
package cliopts

import "github.com/urfave/cli/v2"

// Flags are the global flags.
var Flags = []cli.Flag{
	&cli.StringFlag{Name: "rules", Aliases: "r", Value: "rules.yaml", Usage: "rules file"},
	&cli.BoolFlag{Name: "stats", Usage: "print per-rule counts"},
	&cli.IntFlag{Name: "max-line", Value: 1 << 16, Usage: "longest line accepted"},
}
