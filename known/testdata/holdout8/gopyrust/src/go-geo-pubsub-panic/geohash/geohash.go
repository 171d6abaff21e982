// Package geohash encodes coordinates as base32 geohashes.
package geohash

import (
	"errors"
	"strings"
)

const alphabet = "0123456789bcdefghjkmnpqrstuvwxyz"

// ErrInvalid is returned for a hash with a character outside the alphabet.
var ErrInvalid = errors.New("geohash: invalid character")

// Encode returns the geohash of (lat, lon) with the given number of characters.
func Encode(lat, lon float64, precision int) string {
	latLo, latHi := -90.0, 90.0
	lonLo, lonHi := -180.0, 180.0
	var b strings.Builder
	bit, ch, even := 0, 0, true
	for b.Len() < precision {
		if even {
			mid := (lonLo + lonHi) / 2
			if lon >= mid {
				ch = ch<<1 | 1
				lonLo = mid
			} else {
				ch <<= 1
				lonHi = mid
			}
		} else {
			mid := (latLo + latHi) / 2
			if lat >= mid {
				ch = ch<<1 | 1
				latLo = mid
			} else {
				ch <<= 1
				latHi = mid
			}
		}
		even = !even
		if bit++; bit == 5 {
			b.WriteByte(alphabet[ch])
			bit, ch = 0, 0
		}
	}
	return b.String()
}

// Decode returns the centre of the cell and its half-sizes.
func Decode(h string) (lat, lon, latErr, lonErr float64, err error) {
	latLo, latHi := -90.0, 90.0
	lonLo, lonHi := -180.0, 180.0
	even := true
	for _, r := range h {
		v := strings.IndexRune(alphabet, r)
		if v < 0 {
			return 0, 0, 0, 0, ErrInvalid
		}
		for m := 16; m > 0; m >>= 1 {
			if even {
				mid := (lonLo + lonHi) / 2
				if v&m != 0 {
					lonLo = mid
				} else {
					lonHi = mid
				}
			} else {
				mid := (latLo + latHi) / 2
				if v&m != 0 {
					latLo = mid
				} else {
					latHi = mid
				}
			}
			even = !even
		}
	}
	return (latLo + latHi) / 2, (lonLo + lonHi) / 2, (latHi - latLo) / 2, (lonHi - lonLo) / 2, nil
}
