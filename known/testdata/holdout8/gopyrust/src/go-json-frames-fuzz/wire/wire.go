// Package wire splits a byte stream into length-prefixed frames:
// a varint length, a one-byte type, then length-1 bytes of payload.
package wire

import (
	"errors"
	"fmt"

	"example.com/frames/varint"
)

// MaxLen bounds a frame's declared length.
const MaxLen = 1 << 20

// Frame is one decoded frame.
type Frame struct {
	Type    byte
	Payload []byte
}

// ErrEmpty is returned for a frame of declared length zero.
var ErrEmpty = errors.New("wire: zero length")

// Encode appends f's encoding to b.
func Encode(b []byte, f Frame) []byte {
	b = varint.Append(b, uint64(len(f.Payload)+1))
	b = append(b, f.Type)
	return append(b, f.Payload...)
}

// Decode reads one frame from the start of b and returns it and the bytes consumed.
func Decode(b []byte) (Frame, int, error) {
	n, k, err := varint.Read(b)
	if err != nil {
		return Frame{}, 0, err
	}
	if n == 0 {
		return Frame{}, 0, ErrEmpty
	}
	if n > MaxLen {
		return Frame{}, 0, fmt.Errorf("wire: length %d over limit %d", n, MaxLen)
	}
	end := k + int(n)
	return Frame{Type: b[k], Payload: b[k+1 : end]}, end, nil
}

// DecodeAll decodes every frame in b.
func DecodeAll(b []byte) ([]Frame, error) {
	var out []Frame
	for len(b) > 0 {
		f, n, err := Decode(b)
		if err != nil {
			return out, err
		}
		out = append(out, f)
		b = b[n:]
	}
	return out, nil
}
