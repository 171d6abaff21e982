package ingest

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// repeatReader yields n bytes of pattern, repeated, without holding them: the input of a
// test of bounded memory must not be in memory itself.
type repeatReader struct {
	pattern []byte
	n, off  int64
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.off >= r.n {
		return 0, io.EOF
	}
	p = p[:min(int64(len(p)), r.n-r.off)]
	for i := range p {
		p[i] = r.pattern[(r.off+int64(i))%int64(len(r.pattern))]
	}
	r.off += int64(len(p))
	return len(p), nil
}

// peakHeap runs fn and returns the most heap its objects used at once above what was in
// use before, sampled every millisecond.
func peakHeap(t testing.TB, fn func()) uint64 {
	t.Helper()
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 { metrics.Read(sample); return sample[0].Value.Uint64() }
	base := read()
	done := make(chan struct{})
	peak := make(chan uint64)
	go func() {
		var p uint64
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			p = max(p, read())
			select {
			case <-done:
				peak <- p
				return
			case <-tick.C:
			}
		}
	}()
	fn()
	close(done)
	p := <-peak
	if p < base {
		return 0
	}
	return p - base
}

// readBack reads a stored output every way a command does and checks it against sum and lines.
func readBack(t *testing.T, s *Store, rec Record, sum string, lines int) {
	t.Helper()
	l, err := s.OpenLog(rec.ID)
	require.NoError(t, err)
	defer l.Close()
	require.NoError(t, l.Verify(context.Background()))
	assert.Equal(t, sum, rec.SHA256)
	assert.Equal(t, lines, rec.Lines)
	n := 0
	require.NoError(t, l.Scan(context.Background(), func(r Row) error {
		n++
		if len(r.Text) > MaxLineBytes {
			return fmt.Errorf("line %d handed whole: %d bytes", r.N, len(r.Text))
		}
		return nil
	}))
	assert.Equal(t, lines, n)
	_, err = l.Head(context.Background(), 4096)
	require.NoError(t, err)
	_, err = l.Tail(context.Background(), 4096)
	require.NoError(t, err)
}

func sumOf(b []byte) string { s := sha256.Sum256(b); return hex.EncodeToString(s[:]) }

func TestHostileBytesAreKeptExactly(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	random := make([]byte, 3<<20)
	for i := range random {
		random[i] = byte(rng.Uint32())
	}
	esc := strings.Repeat("\x1b[1;31mred\x1b[0m \x1b]8;;http://x\x07link\x1b]8;;\x07 \x1b[2K\x1b[1G", 20_000) + "\n" +
		"\x1b]0;" + strings.Repeat("an OSC title that never ends ", 40_000) + "\n" + // no BEL, no ST
		strings.Repeat("\x1b[", 100_000) + "\n"
	var pb strings.Builder
	for i := 0; i <= 30_000; i++ { // under MaxLineBytes, so the reader is handed all of it
		fmt.Fprintf(&pb, "\r[%-20s] %3d%%", strings.Repeat("#", i%21), i%101)
	}
	progress := pb.String()
	cases := []struct {
		name  string
		in    []byte
		check func(t *testing.T, l *Log)
	}{
		{"binary", random, nil},
		{"invalid UTF-8", bytes.Repeat([]byte("ok \xff\xfe\xc3\x28 \xed\xa0\x80 \xf8\x88\x80\x80\x80\n"), 50_000), nil},
		{"NUL bytes", bytes.Repeat([]byte("a\x00b\x00\x00\n\x00\n"), 100_000), func(t *testing.T, l *Log) {
			require.NoError(t, l.Range(context.Background(), 2, 2, func(r Row) error {
				assert.Equal(t, []byte("\x00"), r.Text)
				return nil
			}))
		}},
		{"empty", nil, nil},
		{"ANSI and OSC flood", []byte(esc), func(t *testing.T, l *Log) {
			require.NoError(t, l.Range(context.Background(), 1, 3, func(r Row) error {
				clean := Clean(nil, r.Text)
				assert.NotContains(t, string(clean), "\x1b", "line %d", r.N)
				return nil
			}))
		}},
		{"CR-only progress", []byte(progress), func(t *testing.T, l *Log) {
			assert.Equal(t, 1, l.Lines)
			require.NoError(t, l.Range(context.Background(), 1, 1, func(r Row) error {
				assert.Equal(t, fmt.Sprintf("[%-20s] %3d%%", strings.Repeat("#", 30_000%21), 30_000%101), string(Clean(nil, r.Text)))
				return nil
			}))
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := testStore(t, Options{FrameSize: 64 << 10})
			rec, err := s.Ingest(context.Background(), bytes.NewReader(tc.in), Meta{})
			require.NoError(t, err)
			assert.Equal(t, int64(len(tc.in)), rec.Bytes)
			assert.Equal(t, string(tc.in), string(readStored(t, s, rec.ID)))
			readBack(t, s, rec, sumOf(tc.in), len(lfLines(tc.in)))
			if tc.check != nil {
				l, err := s.OpenLog(rec.ID)
				require.NoError(t, err)
				defer l.Close()
				tc.check(t, l)
			}
		})
	}
}

// TestA100MiBLineCostsOneBuffer: a line of 100 MiB with no newline is stored and read back
// whole while the heap stays far below its size.
func TestA100MiBLineCostsOneBuffer(t *testing.T) {
	size := int64(100 << 20)
	if raceOn {
		size = 8 << 20
	}
	s := testStore(t, Options{Workers: 2})
	var rec Record
	peak := peakHeap(t, func() {
		var err error
		rec, err = s.Ingest(context.Background(), &repeatReader{pattern: []byte("0123456789abcdef"), n: size}, Meta{})
		require.NoError(t, err)
		readBack(t, s, rec, rec.SHA256, 1)
		l, err := s.OpenLog(rec.ID)
		require.NoError(t, err)
		defer l.Close()
		h := sha256.New()
		_, err = l.WriteTo(context.Background(), h)
		require.NoError(t, err)
		require.Equal(t, rec.SHA256, hex.EncodeToString(h.Sum(nil)))
		require.NoError(t, l.Range(context.Background(), 1, 1, func(r Row) error {
			assert.Len(t, r.Text, MaxLineBytes, "the text handed over is capped")
			assert.EqualValues(t, size, r.Size, "the size is the whole line's")
			return nil
		}))
	})
	h := sha256.New()
	io.Copy(h, &repeatReader{pattern: []byte("0123456789abcdef"), n: size})
	assert.Equal(t, hex.EncodeToString(h.Sum(nil)), rec.SHA256)
	assert.EqualValues(t, size, rec.Bytes)
	assert.False(t, rec.LastLF)
	t.Logf("%s line: peak heap %.1f MiB", HumanBytes(size), float64(peak)/(1<<20))
	if !raceOn {
		assert.Less(t, peak, uint64(48<<20), "memory does not grow with the line")
	}
}

// TestTenMillionOneByteLines: every line is counted and read, in bounded memory.
func TestTenMillionOneByteLines(t *testing.T) {
	lines := 10_000_000
	if raceOn {
		lines = 1_000_000
	}
	s := testStore(t, Options{Workers: 2})
	var rec Record
	peak := peakHeap(t, func() {
		var err error
		rec, err = s.Ingest(context.Background(), &repeatReader{pattern: []byte("a\n"), n: 2 * int64(lines)}, Meta{})
		require.NoError(t, err)
		readBack(t, s, rec, rec.SHA256, lines)
		l, err := s.OpenLog(rec.ID)
		require.NoError(t, err)
		defer l.Close()
		require.NoError(t, l.Range(context.Background(), lines-1, lines+5, func(r Row) error {
			assert.Equal(t, "a", string(r.Text))
			return nil
		}))
	})
	assert.Equal(t, sumOf(bytes.Repeat([]byte("a\n"), lines)), rec.SHA256)
	t.Logf("%s one-byte lines: peak heap %.1f MiB", Thousands(lines), float64(peak)/(1<<20))
	if !raceOn {
		assert.Less(t, peak, uint64(48<<20), "memory does not grow with the number of lines")
	}
}

func TestTruncatedCompressedInput(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(bytes.Repeat([]byte("a gzip line\n"), 50_000))
	zw.Close()
	enc, _ := zstd.NewWriter(nil)
	zst := enc.EncodeAll(bytes.Repeat([]byte("a zstd line\n"), 50_000), nil)
	for name, b := range map[string][]byte{
		"gzip cut in the body":   gz.Bytes()[:gz.Len()/2],
		"gzip cut in the header": gz.Bytes()[:5],
		"gzip without trailer":   gz.Bytes()[:gz.Len()-4],
		"zstd cut in the body":   zst[:len(zst)/2],
		"zstd cut in the header": zst[:5],
		"zstd without checksum":  zst[:len(zst)-2],
	} {
		t.Run(name, func(t *testing.T) {
			s := testStore(t, Options{})
			in, err := OpenInput("-", bytes.NewReader(b))
			if err == nil {
				_, err = s.Ingest(context.Background(), in, Meta{})
				in.Close()
			}
			var ie *InputError
			require.ErrorAs(t, err, &ie)
			assert.Regexp(t, "gzip|zstd", err.Error())
			entries, _ := os.ReadDir(s.Dir())
			assert.Empty(t, entries, "nothing is listed and no temporary folder stays")
		})
	}
}

// TestZstdBomb: a tiny .zst that expands far past the ceiling is cut, the cut is stated,
// and memory stays bounded.
func TestZstdBomb(t *testing.T) {
	expanded := int64(256 << 20)
	if raceOn {
		expanded = 16 << 20
	}
	var bomb bytes.Buffer
	enc, err := zstd.NewWriter(&bomb, zstd.WithEncoderLevel(zstd.SpeedFastest))
	require.NoError(t, err)
	_, err = io.Copy(enc, &repeatReader{pattern: []byte("boom\n"), n: expanded})
	require.NoError(t, err)
	require.NoError(t, enc.Close())
	t.Logf("bomb: %s expands to %s", HumanBytes(int64(bomb.Len())), HumanBytes(expanded))
	require.Less(t, bomb.Len(), 64<<10)

	s := testStore(t, Options{Ceiling: 1 << 20, Workers: 2})
	var rec Record
	peak := peakHeap(t, func() {
		in, err := OpenInput("-", bytes.NewReader(bomb.Bytes()))
		require.NoError(t, err)
		defer in.Close()
		rec, err = s.Ingest(context.Background(), in, Meta{})
		require.NoError(t, err)
	})
	require.NotNil(t, rec.Cut, "the cut is stated")
	assert.EqualValues(t, expanded, rec.TotalBytes)
	assert.LessOrEqual(t, rec.Bytes, int64(1<<20+4096))
	assert.EqualValues(t, (expanded+4)/5, rec.Lines-1+rec.Cut.Lines, "kept and cut lines account for every line")
	readBack(t, s, rec, rec.SHA256, rec.Lines)
	t.Logf("zstd bomb: peak heap %.1f MiB", float64(peak)/(1<<20))
	if !raceOn {
		assert.Less(t, peak, uint64(64<<20))
	}

	// A frame that asks for a window past what the reader allows is refused, not obeyed.
	huge := []byte{0x28, 0xb5, 0x2f, 0xfd, 0x00, 0xF8} // frame header: window descriptor 2^(10+31)
	huge = append(huge, make([]byte, 16)...)
	in, err := OpenInput("-", bytes.NewReader(huge))
	if err == nil {
		_, err = s.Ingest(context.Background(), in, Meta{})
	}
	var ie *InputError
	require.ErrorAs(t, err, &ie)
}

func TestNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	for path, kind := range map[string]string{fifo: "FIFO", "/dev/null": "device", dir: "directory"} {
		done := make(chan error, 1)
		go func() { _, err := OpenInput(path, nil); done <- err }()
		select {
		case err := <-done:
			var ie *InputError
			require.ErrorAs(t, err, &ie, path)
			assert.Contains(t, err.Error(), kind)
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: OpenInput hangs", path)
		}
	}
}

// growingReader appends to its file each time it is read, as a log still being written.
type growingReader struct {
	f      *os.File
	path   string
	writes int
}

func (g *growingReader) Read(p []byte) (int, error) {
	if g.writes < 200 {
		g.writes++
		w, err := os.OpenFile(g.path, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			return 0, err
		}
		fmt.Fprintf(w, "appended while read %d\n", g.writes)
		if g.writes == 100 {
			w.WriteString("a line left open") // a partial line at some moment
		}
		w.Close()
	}
	return g.f.Read(p)
}

// TestFileChangingWhileRead: the record describes exactly what was stored, a prefix of the
// file as it ended.
func TestFileChangingWhileRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "growing.log")
	require.NoError(t, os.WriteFile(path, bytes.Repeat([]byte("at the start\n"), 1000), 0o600))
	s := testStore(t, Options{FrameSize: 4096})
	in, err := OpenInput(path, nil)
	require.NoError(t, err)
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	in.Close()
	rec, err := s.Ingest(context.Background(), &growingReader{f: f, path: path}, Meta{})
	require.NoError(t, err)
	stored := readStored(t, s, rec.ID)
	final, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(final, stored), "what is stored is what was read")
	assert.Greater(t, len(stored), 13000, "what was appended during the read is in it")
	assert.EqualValues(t, len(stored), rec.Bytes)
	assert.EqualValues(t, len(stored), rec.TotalBytes)
	readBack(t, s, rec, sumOf(stored), len(lfLines(stored)))
}

// TestStoreOnAFullDisk: a store on a 1 MiB tmpfs fills up; the ingest fails with a store
// error, nothing partial is listed, and the store works again once there is room.
func TestStoreOnAFullDisk(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mnt")
	require.NoError(t, os.Mkdir(dir, 0o700))
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a small tmpfs here (%v: %s); CI runs this as root", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	s, err := Open(filepath.Join(dir, "store"), Options{FrameSize: 64 << 10})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(5, 6))
	noise := make([]byte, 4<<20) // incompressible, so it cannot fit
	for i := range noise {
		noise[i] = byte(rng.Uint32())
	}
	_, err = s.Ingest(context.Background(), bytes.NewReader(noise), Meta{})
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrStore)
	assert.ErrorIs(t, err, syscall.ENOSPC)
	recs, err := s.List()
	require.NoError(t, err)
	assert.Empty(t, recs)
	entries, _ := os.ReadDir(s.Dir())
	assert.Empty(t, entries, "the partial write is removed")

	rec, err := s.Ingest(context.Background(), strings.NewReader("small\n"), Meta{})
	require.NoError(t, err)
	readBack(t, s, rec, sumOf([]byte("small\n")), 1)
}

func TestStoreDirectoryPermissions(t *testing.T) {
	t.Run("open to others: repaired, and said", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "store")
		require.NoError(t, os.Mkdir(dir, 0o700))
		require.NoError(t, os.Chmod(dir, 0o777))
		s, err := Open(dir, Options{})
		require.NoError(t, err)
		require.Len(t, s.Repaired, 1)
		assert.Contains(t, s.Repaired[0], "0700")
		st, err := os.Stat(dir)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o700), st.Mode().Perm())
	})
	t.Run("owned by another user: refused", func(t *testing.T) {
		if os.Geteuid() != 0 {
			t.Skip("chown needs root; CI runs this as root")
		}
		dir := filepath.Join(t.TempDir(), "store")
		require.NoError(t, os.Mkdir(dir, 0o700))
		require.NoError(t, os.Chown(dir, 65534, 65534))
		_, err := Open(dir, Options{})
		require.Error(t, err)
		assert.ErrorIs(t, err, ErrStore)
		assert.Contains(t, err.Error(), "owned by uid 65534")
	})
	t.Run("not a directory: refused", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "file")
		require.NoError(t, os.WriteFile(path, nil, 0o600))
		_, err := Open(path, Options{})
		assert.True(t, errors.Is(err, ErrStore), "%v", err)
	})
}

// TestCutKeepsWithinTheCeiling: past the ceiling, what is kept is at most the ceiling plus
// the one marker line, whatever the frame size asked for.
func TestCutKeepsWithinTheCeiling(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for k := 0; k < 12; k++ {
		ceiling := int64(2000 + rng.IntN(60_000))
		frame := 64 << rng.IntN(12) // up to 128 KiB, often more than the ceiling allows
		var b bytes.Buffer
		for b.Len() < int(ceiling)*3 {
			b.WriteString(strings.Repeat("z", rng.IntN(300)))
			b.WriteByte('\n')
		}
		s := testStore(t, Options{Ceiling: ceiling, FrameSize: frame})
		rec, err := s.Ingest(context.Background(), bytes.NewReader(b.Bytes()), Meta{})
		require.NoError(t, err)
		require.NotNil(t, rec.Cut)
		stored := readStored(t, s, rec.ID)
		marker := lfLines(stored)[rec.Cut.Line-1]
		assert.LessOrEqual(t, rec.Bytes-int64(len(marker)+2), ceiling, "ceiling %d, frames of %d", ceiling, frame)
		assert.Equal(t, int64(b.Len()), rec.Bytes-int64(len(marker)+1)+rec.Cut.Bytes)
		readBack(t, s, rec, sumOf(stored), len(lfLines(stored)))
	}
}
