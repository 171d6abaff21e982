package wire

import (
	"bytes"
	"testing"
)

func TestEncodeDecode(t *testing.T) {
	for _, f := range []Frame{{1, nil}, {2, []byte("hello")}, {0x7f, bytes.Repeat([]byte{0xaa}, 300)}} {
		b := Encode(nil, f)
		got, n, err := Decode(b)
		if err != nil || n != len(b) || got.Type != f.Type || !bytes.Equal(got.Payload, f.Payload) {
			t.Errorf("Decode(Encode(%d, %d bytes)) = %d, %d bytes, n %d, %v", f.Type, len(f.Payload), got.Type, len(got.Payload), n, err)
		}
	}
}

func TestDecodeAll(t *testing.T) {
	var b []byte
	for i := 0; i < 5; i++ {
		b = Encode(b, Frame{byte(i), []byte{byte(i), byte(i)}})
	}
	fs, err := DecodeAll(b)
	if err != nil || len(fs) != 5 {
		t.Fatalf("DecodeAll: %d frames, %v", len(fs), err)
	}
}

func TestDecodeEmpty(t *testing.T) {
	if _, _, err := Decode([]byte{0}); err != ErrEmpty {
		t.Errorf("err = %v, want ErrEmpty", err)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(Encode(nil, Frame{1, []byte("seed")}))
	f.Add([]byte{0x80})
	f.Fuzz(func(t *testing.T, b []byte) {
		fr, n, err := Decode(b)
		if err != nil {
			return
		}
		if n > len(b) {
			t.Fatalf("consumed %d of %d bytes", n, len(b))
		}
		if again := Encode(nil, fr); !bytes.Equal(again, b[:n]) && n < 10 {
			t.Logf("non-canonical length prefix: % x", b[:n])
		}
	})
}
