// Package code makes short codes from ids (base 62).
package code

const alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// Encode returns id in base 62.
func Encode(id uint64) string {
	if id == 0 {
		return "0"
	}
	var b []byte
	for id > 0 {
		b = append(b, alphabet[id%62])
		id /= 62
	}
	return string(b) // most significant digit last: reversed
}

// Decode is the inverse of Encode.
func Decode(s string) (uint64, bool) {
	var n uint64
	for i := 0; i < len(s); i++ {
		j := -1
		for k := 0; k < len(alphabet); k++ {
			if alphabet[k] == s[i] {
				j = k
			}
		}
		if j < 0 {
			return 0, false
		}
		n = n*62 + uint64(j)
	}
	return n, true
}
