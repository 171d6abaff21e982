// Command geofeed prints the geohash of each position read from stdin.
package main

import (
	"bufio"
	"fmt"
	"os"

	"example.com/geofeed/geohash"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var id string
		var lat, lon float64
		if _, err := fmt.Sscan(sc.Text(), &id, &lat, &lon); err != nil {
			fmt.Fprintln(os.Stderr, "geofeed:", err)
			continue
		}
		fmt.Println(id, geohash.Encode(lat, lon, 9))
	}
}
