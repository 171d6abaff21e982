package ingest

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// segFrames is how many frames a tail segment file holds; whole segments are dropped as the
// tail moves on, so the disk a cut output uses stays near the ceiling.
const segFrames = 32

type tailFrame struct {
	seg    int
	off    int64
	size   int
	raw    int
	lfs    int
	cont   bool
	endsLF bool
}

// tailKeeper holds the compressed frames past the head in segment files, keeping only
// about the last `keep` raw bytes once the input has gone past the ceiling.
type tailKeeper struct {
	dir  string
	keep int64

	segs      []*os.File // by segment index; nil once dropped
	curFrames int
	curOff    int64

	frames       []tailFrame
	raw          int64
	dropped      int
	droppedBytes int64
	droppedLFs   int
}

func (t *tailKeeper) add(comp []byte, f tailFrame) error {
	if len(t.segs) == 0 || t.curFrames >= segFrames {
		path := filepath.Join(t.dir, fmt.Sprintf("tail-%d", len(t.segs)))
		seg, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return storeErr("create", path, plainErr(err))
		}
		t.segs = append(t.segs, seg)
		t.curFrames, t.curOff = 0, 0
	}
	cur := len(t.segs) - 1
	if _, err := t.segs[cur].Write(comp); err != nil {
		return storeErr("write", t.segs[cur].Name(), plainErr(err))
	}
	f.seg, f.off, f.size = cur, t.curOff, len(comp)
	t.curOff += int64(len(comp))
	t.curFrames++
	t.frames = append(t.frames, f)
	t.raw += int64(f.raw)
	t.dropOldSegments()
	return nil
}

// dropOldSegments removes the oldest segment while what remains still holds `keep` bytes.
func (t *tailKeeper) dropOldSegments() {
	for len(t.frames) > 0 {
		oldest := t.frames[0].seg
		if oldest == len(t.segs)-1 {
			return
		}
		var segRaw int64
		n := 0
		for n < len(t.frames) && t.frames[n].seg == oldest {
			segRaw += int64(t.frames[n].raw)
			n++
		}
		if t.raw-segRaw < t.keep {
			return
		}
		for i := 0; i < n; i++ {
			t.dropFront()
		}
	}
}

// dropFront drops the oldest frame, counting it as cut, and its segment once empty.
func (t *tailKeeper) dropFront() {
	f := t.frames[0]
	t.frames = t.frames[1:]
	t.raw -= int64(f.raw)
	t.dropped++
	t.droppedBytes += int64(f.raw)
	t.droppedLFs += f.lfs
	if len(t.frames) == 0 || t.frames[0].seg != f.seg {
		if seg := t.segs[f.seg]; seg != nil && f.seg != len(t.segs)-1 {
			seg.Close()
			os.Remove(seg.Name())
			t.segs[f.seg] = nil
		}
	}
}

func (t *tailKeeper) read(f tailFrame) ([]byte, error) {
	seg := t.segs[f.seg]
	buf := make([]byte, f.size)
	if _, err := seg.ReadAt(buf, f.off); err != nil && err != io.EOF {
		return nil, storeErr("read", seg.Name(), plainErr(err))
	}
	return buf, nil
}

func (t *tailKeeper) close() {
	for _, seg := range t.segs {
		if seg != nil {
			seg.Close()
			os.Remove(seg.Name())
		}
	}
}
