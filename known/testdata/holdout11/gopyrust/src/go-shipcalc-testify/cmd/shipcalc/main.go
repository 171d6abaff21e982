// Command shipcalc prices the parcels of a manifest.
package main

import (
	"fmt"
	"log"
	"os"

	"example.com/shipcalc/manifest"
	"example.com/shipcalc/rate"
	"github.com/urfave/cli/v2"
)

func main() {
	app := &cli.App{
		Name:  "shipcalc",
		Usage: "price a shipment manifest",
		Flags: []cli.Flag{&cli.StringFlag{Name: "manifest", Aliases: []string{"m"}, Required: true}},
		Action: func(c *cli.Context) error {
			m, err := manifest.Load(c.String("manifest"))
			if err != nil {
				return err
			}
			total := 0
			for _, p := range m.Parcels {
				q, err := rate.Price(p.Zone, p.WeightG)
				if err != nil {
					return fmt.Errorf("%s: %w", p.Ref, err)
				}
				total += q.TotalCts
			}
			fmt.Printf("%d parcels, %d.%02d EUR\n", len(m.Parcels), total/100, total%100)
			return nil
		},
	}
	if err := app.Run(os.Args); err != nil {
		log.Fatal(err)
	}
}
