package main

import (
	"bufio"
	"encoding/json"

	"github.com/urfave/cli/v2"

	"github.com/wisptriage/wisptriage/digest"
	"github.com/wisptriage/wisptriage/notable"
	"github.com/wisptriage/wisptriage/report"
)

func templatesCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "templates",
		Usage:     "the message templates of a log, with their counts, first lines and severities",
		ArgsUsage: "TARGET",
		Description: `Mines a log's messages into templates (variables masked as <*>), each with its count, its
first line and its severity. TARGET is a file, - or a stored id.

   wisptriage templates service.log
   wisptriage --format jsonl templates --per-line service.log   one {"line","template_id","template"} per line`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "per-line", Usage: "print every line's template (with --format jsonl or json)", EnvVars: []string{"WISPTRIAGE_PER_LINE"}},
		},
		Action: func(c *cli.Context) error {
			g, err := readGlobals(c, env)
			if err != nil {
				return err
			}
			if c.NArg() != 1 {
				return usagef("templates takes one TARGET: a file, - for standard input, or a stored id")
			}
			log, err := openTarget(c, env, g, c.Args().First(), nil)
			if err != nil {
				return err
			}
			defer log.Close()
			if !c.Bool("per-line") {
				res, err := notable.Templates(c.Context, log, digest.Options{}, nil)
				if err != nil {
					return err
				}
				return report.WriteTemplates(shownOut(env), g.format, log.ID, res)
			}
			w := bufio.NewWriterSize(env.Stdout, 64<<10)
			enc := json.NewEncoder(w)
			enc.SetEscapeHTML(false)
			type row struct {
				Line       int    `json:"line"`
				TemplateID int    `json:"template_id"`
				Template   string `json:"template"`
			}
			_, err = notable.Templates(c.Context, log, digest.Options{}, func(n int, m digest.Match) error {
				return enc.Encode(row{Line: n, TemplateID: m.ID, Template: m.Template})
			})
			if err != nil {
				return err
			}
			return w.Flush()
		},
	}
}
