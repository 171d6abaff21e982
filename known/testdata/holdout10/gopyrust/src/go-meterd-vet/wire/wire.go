// Package wire encodes meter snapshots for the collector.
package wire

import (
	"fmt"
	"io"
	"net"
)

// Snapshot is what one agent sends.
type Snapshot struct {
	Agent string
	Hits  map[string]int64
}

// Listen is the address the agent's debug listener binds.
func Listen(port int) *net.TCPAddr {
	return &net.TCPAddr{net.IPv4(127, 0, 0, 1), port, ""}
}

// Encode writes s in the collector's line format.
func Encode(w io.Writer, s Snapshot) error {
	for name, n := range s.Hits {
		if _, err := fmt.Fprintf(w, "%s %s %d\n", s.Agent, name, n); err != nil {
			return err
		}
	}
	return nil
}

// Reader is anything the collector reads snapshots from.
type Reader interface {
	Read(p []byte) (int, error)
}

// AsStringer reports whether a reader can describe itself.
func AsStringer(r Reader) bool {
	_, ok := r.(fmt.Stringer)
	_, isW := r.(io.WriterTo)
	_, bad := r.(interface{ Read() string })
	return ok || isW || bad
}
