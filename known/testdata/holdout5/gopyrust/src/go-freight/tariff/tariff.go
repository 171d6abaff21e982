// Package tariff computes import duty on a declared value.
package tariff

// DeMinimis is the declared value (in cents) from which duty is charged.
const DeMinimis = 80000

var rates = map[string]int64{ // percent by HS heading
	"8471": 25, "6109": 12, "9503": 0, "4202": 8, "8517": 15,
}

// Duty is the duty in cents on value cents of goods under heading hs.
// Goods declared at DeMinimis or more pay the heading's rate on the whole value.
func Duty(value int64, hs string) int64 {
	if value > DeMinimis {
		return value * rates[hs] / 100
	}
	return 0
}
