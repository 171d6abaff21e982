package roman

import "fmt"

var digit = map[byte]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}

// FromRoman parses a numeral; a smaller digit before a larger one subtracts.
func FromRoman(s string) (int, error) {
	total := 0
	for i := 0; i < len(s); i++ {
		v, ok := digit[s[i]]
		if !ok {
			return 0, fmt.Errorf("roman: bad digit %q in %q", s[i], s)
		}
		if i+1 < len(s) && v < digit[s[i+1]] && v != 10 {
			total -= v
			continue
		}
		total += v
	}
	return total, nil
}
