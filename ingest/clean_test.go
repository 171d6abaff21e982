package ingest

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestClean(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"plain", "hello", "hello"},
		{"CRLF", "hello\r", "hello"},
		{"progress rewrite", "10%\r50%\r100%", "100%"},
		{"progress then CRLF", "10%\r100%\r\r", "100%"},
		{"SGR colour", "\x1b[1;31merror\x1b[0m: x", "error: x"},
		{"charset select (mypy)", "\x1b[31merror\x1b(B\x1b[m: x", "error: x"},
		{"OSC title with BEL", "\x1b]0;title\x07text", "text"},
		{"OSC hyperlink with ST", "\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\", "link"},
		{"lone ESC at end", "text\x1b", "text"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, string(Clean(nil, []byte(c.in))))
		})
	}
}
