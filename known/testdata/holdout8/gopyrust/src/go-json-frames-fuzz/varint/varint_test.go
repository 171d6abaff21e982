package varint

import (
	"fmt"
	"math"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	for _, v := range []uint64{0, 1, 127, 128, 255, 300, 16383, 16384, 1 << 21, 1<<32 - 1, 1 << 35, 1<<56 + 3, math.MaxInt64, math.MaxUint64} {
		t.Run(fmt.Sprint(v), func(t *testing.T) {
			b := Append(nil, v)
			got, n, err := Read(b)
			if err != nil || got != v || n != len(b) {
				t.Errorf("Read(% x) = %d, %d, %v; want %d, %d", b, got, n, err, v, len(b))
			}
		})
	}
}

func TestReadErrors(t *testing.T) {
	for name, tc := range map[string]struct {
		in   []byte
		want error
	}{
		"empty":     {nil, ErrShort},
		"truncated": {[]byte{0x80, 0x80}, ErrShort},
		"overflow":  {[]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02}, ErrOverflow},
		"eleven":    {[]byte{0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00}, ErrOverflow},
	} {
		t.Run(name, func(t *testing.T) {
			if _, _, err := Read(tc.in); err != tc.want {
				t.Errorf("Read(% x) err = %v, want %v", tc.in, err, tc.want)
			}
		})
	}
}

func ExampleAppend() {
	fmt.Printf("% x\n", Append(nil, 300))
	// Output: ac 02
}
