// Package zones maps country codes to shipping zones.
package zones

import (
	"bufio"
	"fmt"
	"strings"
)

const table = `
# code zone
DE 1
FR 1
NL 1
GB 2
CH 2
NO 2
US 3
CA 3
FR 3
JP 4
AU 4
`

var byCode = map[string]int{}

func init() {
	sc := bufio.NewScanner(strings.NewReader(table))
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var code string
		var zone int
		if _, err := fmt.Sscanf(line, "%s %d", &code, &zone); err != nil {
			panic(fmt.Sprintf("zones: line %d: %v", n, err))
		}
		if prev, dup := byCode[code]; dup {
			panic(fmt.Sprintf("zones: line %d: %s listed twice (zone %d and zone %d)", n, code, prev, zone))
		}
		byCode[code] = zone
	}
}

// Of returns the zone of a country code, or 0 if it is not served.
func Of(code string) int { return byCode[strings.ToUpper(code)] }
