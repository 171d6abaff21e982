package codec

import "testing"

func TestEncode(t *testing.T) {
	if Encode([]byte{1, 255}) != "01ff" {
		t.Fatal("bad")
	}
}
