// Command logtidy redacts secrets from log files.
package main

import (
	"bufio"
	"fmt"
	"log"
	"os"

	"example.com/logtidy/cliopts"
	"example.com/logtidy/report"
	"example.com/logtidy/rules"
	"github.com/urfave/cli/v2"
)

func main() {
	app := &cli.App{
		Name:  "logtidy",
		Usage: "redact secrets from logs",
		Flags: cliopts.Flags,
		Action: func(c *cli.Context) error {
			rs, err := rules.Load(c.String("rules"))
			if err != nil {
				return err
			}
			counts := report.Counts{}
			sc := bufio.NewScanner(os.Stdin)
			for sc.Scan() {
				out := rules.Apply(rs, sc.Text())
				if out != sc.Text() {
					counts["redacted"]++
				}
				fmt.Println(out)
			}
			if c.Bool("stats") {
				report.Write(os.Stderr, counts)
			}
			return sc.Err()
		},
	}
	if err := app.Run(os.Args); err != nil {
		log.Fatal(err)
	}
}
