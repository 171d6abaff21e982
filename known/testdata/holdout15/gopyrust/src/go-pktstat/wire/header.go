// Package wire decodes the capture file's fixed headers.
package wire

import (
	"encoding/binary"
	"errors"
	"unsafe"
)

// Header is the 16-byte record header of a capture file.
type Header struct {
	TsSec   uint32
	TsUsec  uint32
	InclLen uint32
	OrigLen uint32
}

var errShort = errors.New("wire: short header")

// Decode reads a header from b.
func Decode(b []byte) (Header, error) {
	if len(b) < 16 {
		return Header{}, errShort
	}
	return Header{
		TsSec:   binary.LittleEndian.Uint32(b[0:]),
		TsUsec:  binary.LittleEndian.Uint32(b[4:]),
		InclLen: binary.LittleEndian.Uint32(b[8:]),
		OrigLen: binary.LittleEndian.Uint32(b[12:]),
	}, nil
}

// FieldAt returns a pointer to the n-th uint32 of h without copying.
func FieldAt(h *Header, n int) *uint32 {
	base := uintptr(unsafe.Pointer(h))
	addr := base + uintptr(n)*4
	return (*uint32)(unsafe.Pointer(addr))
}
