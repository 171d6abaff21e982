package main

import (
	"fmt"
	"os"

	"example.com/meter/export"
	"example.com/meter/gauge"
)

func main() {
	set := gauge.NewSet()
	for i, v := range []float64{3.5, 4.25, 5} {
		set.Get("hall").Add(v + float64(i))
	}
	var rows []export.Row
	for name, mean := range set.Means() {
		rows = append(rows, export.Row{Meter: name, Mean: mean, Unit: export.Unit("power")})
	}
	if err := export.Write(os.Stdout, rows); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
