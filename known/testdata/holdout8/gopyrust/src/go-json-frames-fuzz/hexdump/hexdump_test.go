package hexdump

import (
	"fmt"
	"strings"
	"testing"
)

func TestDumpLines(t *testing.T) {
	for n := 0; n <= 48; n += 4 {
		t.Run(fmt.Sprintf("%d_bytes", n), func(t *testing.T) {
			b := make([]byte, n)
			for i := range b {
				b[i] = byte('A' + i%26)
			}
			got := Dump(b)
			if lines := strings.Count(got, "\n"); lines != (n+15)/16 {
				t.Errorf("%d bytes: %d lines", n, lines)
			}
		})
	}
}

func ExampleDump() {
	fmt.Print(Dump([]byte("frames\x00\x01")))
	// Output: 00000000  66 72 61 6d 65 73 00 01                           |frames..|
}
