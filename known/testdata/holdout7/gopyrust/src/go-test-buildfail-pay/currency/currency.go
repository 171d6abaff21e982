// Package currency knows ISO 4217 minor units.
package currency

var minor = map[string]int{"EUR": 2, "USD": 2, "GBP": 2, "JPY": 0, "KWD": 3, "CHF": 2}

// Minor returns the number of minor-unit digits, and whether the code is known.
func Minor(code string) (int, bool) {
	n, ok := minor[code]
	return n, ok
}
