// Package store keeps meter state on disk.
package store

// Flags of a stored record.
type Flags uint8

const (
	FlagDirty Flags = 1 << iota
	FlagPinned
	FlagExpired
)

// Packed returns the flags in the high byte of a 16-bit header word.
func (f Flags) Packed() uint16 {
	return uint16(f << 8)
}

// Has reports whether all of want are set.
func (f Flags) Has(want Flags) bool { return f&want == want }
