// Package hexdump formats bytes like `hexdump -C`.
package hexdump

import (
	"fmt"
	"strings"
)

// Dump returns the canonical hex+ASCII display of b.
func Dump(b []byte) string {
	var s strings.Builder
	for off := 0; off < len(b); off += 16 {
		end := min(off+16, len(b))
		fmt.Fprintf(&s, "%08x ", off)
		for i := off; i < off+16; i++ {
			if i == off+8 {
				s.WriteByte(' ')
			}
			if i < end {
				fmt.Fprintf(&s, " %02x", b[i])
			} else {
				s.WriteString("   ")
			}
		}
		s.WriteString("  |")
		for _, c := range b[off:end] {
			if c < 0x20 || c > 0x7e {
				c = '.'
			}
			s.WriteByte(c)
		}
		s.WriteString("|\n")
	}
	return s.String()
}
