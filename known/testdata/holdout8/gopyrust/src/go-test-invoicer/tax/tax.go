// Package tax knows the VAT rates by country.
package tax

import (
	"fmt"
	"strings"
)

var standard = map[string]int64{ // basis points
	"AT": 2000, "BE": 2100, "DE": 1900, "ES": 2100, "FR": 2000,
	"IE": 2300, "IT": 2200, "NL": 2100, "PL": 2300, "SE": 2500,
}

// Rate returns the standard VAT rate of a country in basis points.
func Rate(country string) (int64, error) {
	r, ok := standard[strings.ToUpper(country)]
	if !ok {
		return 0, fmt.Errorf("tax: no rate for %q", country)
	}
	return r, nil
}
