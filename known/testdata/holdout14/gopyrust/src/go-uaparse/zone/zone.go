package zone

import (
	"fmt"
	"strings"
	"sync"
	"time"
)

var zones map[string]*time.Location

// aliases are the fixed-offset zones users type; hours east of UTC.
var aliases = map[string]int{
	"utc": 0,
	"gmt": 0,
	"cet": 1,
	"eet": 2,
	"est": -5,
	"pst": -8,
	"jst": 9,
	"ist": 5,
}

// table loads the alias table on first use.
func table() map[string]*time.Location {
	if zones == nil {
		m := make(map[string]*time.Location, len(aliases))
		for k, hours := range aliases {
			m[k] = time.FixedZone(strings.ToUpper(k), hours*3600)
		}
		zones = m
	}
	return zones
}

// Lookup resolves an alias or an IANA name.
func Lookup(name string) (*time.Location, error) {
	if loc, ok := table()[strings.ToLower(name)]; ok {
		return loc, nil
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, fmt.Errorf("zone: unknown zone %q", name)
	}
	return loc, nil
}

// LookupAll resolves several names at once; IANA names are read from disk,
// so each is resolved in its own goroutine.
func LookupAll(names []string) ([]*time.Location, error) {
	locs := make([]*time.Location, len(names))
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	for i, n := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			locs[i], errs[i] = Lookup(n)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return locs, nil
}
