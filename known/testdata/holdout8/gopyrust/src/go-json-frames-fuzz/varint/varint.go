// Package varint reads and writes unsigned LEB128 integers.
package varint

import "errors"

// ErrOverflow is returned for a value that does not fit in 64 bits.
var ErrOverflow = errors.New("varint: overflows uint64")

// ErrShort is returned when the input ends inside a value.
var ErrShort = errors.New("varint: input ends inside a value")

// Append appends the encoding of v to b.
func Append(b []byte, v uint64) []byte {
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

// Read decodes a value from the start of b and returns it and its length.
func Read(b []byte) (uint64, int, error) {
	var v uint64
	for i, c := range b {
		if i == 10 || (i == 9 && c > 1) {
			return 0, 0, ErrOverflow
		}
		v |= uint64(c&0x7f) << (7 * i)
		if c < 0x80 {
			return v, i + 1, nil
		}
	}
	return 0, 0, ErrShort
}
