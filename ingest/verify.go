package ingest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
)

// checkIndex checks that a record's frame index is whole and consistent with itself and
// with the size of its .zst file, so a damaged record is refused before any read trusts
// it (an offset past the file, a size that would allocate gigabytes, frames that overlap).
func checkIndex(rec Record, fileSize int64) error {
	var off, raw int64
	line := 1
	for i, f := range rec.Frames {
		switch {
		case f.Size <= 0 || f.RawSize <= 0 || f.LFs < 0 || f.LFs > f.RawSize:
			return fmt.Errorf("frame %d: sizes %d/%d with %d LFs", i, f.Size, f.RawSize, f.LFs)
		case f.Offset != off || f.RawOffset != raw:
			return fmt.Errorf("frame %d: at %d/%d, the frames before it end at %d/%d", i, f.Offset, f.RawOffset, off, raw)
		case f.Line != line:
			return fmt.Errorf("frame %d: starts in line %d, the frames before it end in line %d", i, f.Line, line)
		case i == 0 && f.Cont:
			return fmt.Errorf("frame 0 continues a line")
		case int64(f.Size) > fileSize-off:
			return fmt.Errorf("frame %d: ends past the end of the file (%d bytes)", i, fileSize)
		}
		off += int64(f.Size)
		raw += int64(f.RawSize)
		line += f.LFs
	}
	if raw != rec.Bytes {
		return fmt.Errorf("the frames hold %d bytes, the record says %d", raw, rec.Bytes)
	}
	if want := seekTableSize(len(rec.Frames)); fileSize != off+want {
		return fmt.Errorf("the file has %d bytes, the index and seek table %d", fileSize, off+want)
	}
	lines := 0
	if n := len(rec.Frames); n > 0 {
		lines = line - 1
		if !rec.LastLF {
			lines++
		}
	}
	if lines != rec.Lines || (rec.LastLF && lines == 0) {
		return fmt.Errorf("the frames hold %d lines, the record says %d", lines, rec.Lines)
	}
	if c := rec.Cut; c != nil && (c.Line < 1 || c.Line > rec.Lines || c.Bytes < 0 || c.Lines < 0) {
		return fmt.Errorf("the cut's marker line %d is not in the output", c.Line)
	}
	return nil
}

func seekTableSize(frames int) int64 { return int64(len(appendSeekTable(nil, make([]Frame, frames)))) }

// maxRaw bounds what the decoder may produce from one read: the largest frame the index
// declares, and at least the window a frame may ask for (the decoder holds a window to the
// same bound), so a damaged frame cannot expand without limit.
func maxRaw(frames []Frame) uint64 {
	m := decoderMaxWindow
	for _, f := range frames {
		m = max(m, f.RawSize)
	}
	return uint64(m)
}

// Verify reads the whole stored output and checks it against its record: every frame
// decodes to its indexed size and line feeds, lines continue across frames as indexed, the
// seek table matches the index, and the bytes hash to the recorded SHA-256. The error
// wraps ErrStore and names the first fault.
func (l *Log) Verify(ctx context.Context) error {
	fail := func(format string, args ...any) error {
		return storeErr("verify", l.ID, fmt.Errorf(format, args...))
	}
	h := sha256.New()
	endsLF := true
	for i, f := range l.Frames {
		if err := ctx.Err(); err != nil {
			return err
		}
		raw, err := l.decode(i)
		if err != nil {
			return storeErr("verify", l.ID, err)
		}
		lfs := bytes.Count(raw, []byte{'\n'})
		cont := i > 0 && !endsLF
		endsLF = raw[len(raw)-1] == '\n'
		h.Write(raw)
		l.release(raw)
		if lfs != f.LFs {
			return fail("frame %d holds %d line feeds, the index says %d", i, lfs, f.LFs)
		}
		if cont != f.Cont {
			return fail("frame %d: the index says it continues a line: %v; it does: %v", i, f.Cont, cont)
		}
	}
	if len(l.Frames) > 0 && endsLF != l.LastLF {
		return fail("the last line ends with LF: %v; the record says %v", endsLF, l.LastLF)
	}
	table := appendSeekTable(nil, l.Frames)
	got := make([]byte, len(table))
	var end int64
	if n := len(l.Frames); n > 0 {
		end = l.Frames[n-1].Offset + int64(l.Frames[n-1].Size)
	}
	if _, err := l.f.ReadAt(got, end); err != nil && !errors.Is(err, io.EOF) {
		return storeErr("verify", l.path, plainErr(err))
	}
	if !bytes.Equal(got, table) {
		return fail("the seek table does not match the index")
	}
	if sum := hex.EncodeToString(h.Sum(nil)); sum != l.SHA256 {
		return fail("SHA-256 %s, the record says %s", sum, l.SHA256)
	}
	return nil
}
