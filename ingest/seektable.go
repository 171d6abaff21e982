package ingest

import "encoding/binary"

// The zstd seekable format's seek table: a skippable frame that `zstd -dc` passes over, so
// the stored file stays a plain .zst while other tools can still seek by frame.
const (
	skippableMagic = 0x184D2A5E
	seekableMagic  = 0x8F92EAB1
)

func appendSeekTable(dst []byte, frames []Frame) []byte {
	body := len(frames)*8 + 9
	dst = binary.LittleEndian.AppendUint32(dst, skippableMagic)
	dst = binary.LittleEndian.AppendUint32(dst, uint32(body))
	for _, f := range frames {
		dst = binary.LittleEndian.AppendUint32(dst, uint32(f.Size))
		dst = binary.LittleEndian.AppendUint32(dst, uint32(f.RawSize))
	}
	dst = binary.LittleEndian.AppendUint32(dst, uint32(len(frames)))
	dst = append(dst, 0) // descriptor: no per-frame checksums (each frame carries its own)
	return binary.LittleEndian.AppendUint32(dst, seekableMagic)
}
