// Command geofence reads "lat lon" lines and prints those inside the fence.
package main

import (
	"bufio"
	"fmt"
	"os"

	"example.com/geofence/fence"
)

func main() {
	c := fence.Circle{Lat: 52.52, Lon: 13.405, RadiusM: 5000}
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var lat, lon float64
		if _, err := fmt.Sscan(sc.Text(), &lat, &lon); err != nil {
			fmt.Fprintln(os.Stderr, "skip:", err)
			continue
		}
		if c.Contains(lat, lon) {
			fmt.Println(sc.Text())
		}
	}
}
