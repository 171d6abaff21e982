package known

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"
)

// mustSet compiles the known formats once per test.
func mustSet(t testing.TB) *Set {
	t.Helper()
	s, err := Compile(Formats())
	require.NoError(t, err)
	return s
}

// readAll feeds data to a new reader line by line, as the store counts lines: at LF,
// with a last line without LF counted too.
func readAll(s *Set, opt Options, data []byte) Result {
	r := s.NewReader(opt)
	n := 0
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		var line []byte
		if i < 0 {
			line, data = data, nil
		} else {
			line, data = data[:i], data[i+1:]
		}
		n++
		r.Line(n, line)
	}
	return r.Result()
}
