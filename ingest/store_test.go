package ingest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/klauspost/compress/zstd"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func testStore(t testing.TB, opts Options) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "store"), opts)
	require.NoError(t, err)
	return s
}

// lfLines splits as `sed -n` numbers lines: at LF alone; a last line without LF counts.
func lfLines(b []byte) []string {
	if len(b) == 0 {
		return nil
	}
	parts := strings.Split(string(b), "\n")
	if len(parts[len(parts)-1]) == 0 {
		parts = parts[:len(parts)-1]
	}
	return parts
}

func readStored(t testing.TB, s *Store, id string) []byte {
	t.Helper()
	f, err := os.Open(filepath.Join(s.Dir(), id, logFile))
	require.NoError(t, err)
	defer f.Close()
	dec, err := zstd.NewReader(f)
	require.NoError(t, err)
	defer dec.Close()
	b, err := io.ReadAll(dec)
	require.NoError(t, err)
	return b
}

func TestRoundTrip(t *testing.T) {
	long := strings.Repeat("x", 300)
	cases := []struct {
		name string
		in   string
	}{
		{"empty", ""},
		{"one line no LF", "hello"},
		{"one line", "hello\n"},
		{"CRLF and CR", "a\r\nb\rc\r\n\r\n"},
		{"long line spans frames", "start\n" + long + "\nend"},
		{"long last line", "start\n" + long},
		{"only LFs", "\n\n\n"},
		{"binary", "\x00\xff\xfe\n\x1b[31mred\x1b[0m\n"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := testStore(t, Options{FrameSize: 64})
			rec, err := s.Ingest(context.Background(), strings.NewReader(tc.in), Meta{Source: "test"})
			require.NoError(t, err)
			sum := sha256.Sum256([]byte(tc.in))
			assert.Equal(t, hex.EncodeToString(sum[:]), rec.SHA256)
			assert.Equal(t, tc.in, string(readStored(t, s, rec.ID)))
			want := lfLines([]byte(tc.in))
			assert.Equal(t, len(want), rec.Lines)
			assert.Nil(t, rec.Cut)
			l, err := s.OpenLog(rec.ID)
			require.NoError(t, err)
			defer l.Close()
			for a := 1; a <= len(want); a++ {
				for b := a; b <= len(want); b++ {
					var got []string
					require.NoError(t, l.Range(context.Background(), a, b, func(r Row) error {
						got = append(got, string(r.Text))
						assert.Equal(t, int64(len(r.Text)), r.Size)
						return nil
					}))
					assert.Equal(t, want[a-1:b], got, "lines %d-%d", a, b)
				}
			}
		})
	}
}

func TestRangeMatchesSedOnRandomInput(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var buf bytes.Buffer
	for buf.Len() < 200_000 {
		n := rng.IntN(100)
		if rng.IntN(200) == 0 {
			n = 5000 // longer than a frame
		}
		buf.WriteString(strings.Repeat(string(rune('a'+rng.IntN(26))), n))
		if rng.IntN(50) != 0 {
			buf.WriteByte('\n')
		}
	}
	in := buf.Bytes()
	s := testStore(t, Options{FrameSize: 1024})
	rec, err := s.Ingest(context.Background(), bytes.NewReader(in), Meta{})
	require.NoError(t, err)
	want := lfLines(in)
	require.Equal(t, len(want), rec.Lines)
	l, err := s.OpenLog(rec.ID)
	require.NoError(t, err)
	defer l.Close()
	for k := 0; k < 200; k++ {
		a := 1 + rng.IntN(len(want))
		b := min(len(want), a+rng.IntN(40))
		var got []string
		require.NoError(t, l.Range(context.Background(), a, b, func(r Row) error {
			got = append(got, string(r.Text))
			return nil
		}))
		require.Equal(t, want[a-1:b], got, "lines %d-%d", a, b)
	}
	n := 0
	require.NoError(t, l.Scan(context.Background(), func(r Row) error {
		n++
		require.Equal(t, n, r.N)
		require.Equal(t, want[n-1], string(r.Text))
		return nil
	}))
	assert.Equal(t, len(want), n)
}

func TestCeilingCutsTheMiddle(t *testing.T) {
	var buf bytes.Buffer
	for i := 1; i <= 5000; i++ {
		fmt.Fprintf(&buf, "line %d of the input\n", i)
	}
	in := buf.Bytes()
	s := testStore(t, Options{FrameSize: 256, Ceiling: 20_000})
	rec, err := s.Ingest(context.Background(), bytes.NewReader(in), Meta{})
	require.NoError(t, err)
	require.NotNil(t, rec.Cut)
	stored := readStored(t, s, rec.ID)
	sum := sha256.Sum256(stored)
	assert.Equal(t, hex.EncodeToString(sum[:]), rec.SHA256)
	assert.Equal(t, int64(len(in)), rec.TotalBytes)
	assert.Equal(t, int64(len(stored)), rec.Bytes)
	assert.LessOrEqual(t, rec.Bytes, int64(20_000+1000))
	lines := lfLines(stored)
	assert.Equal(t, len(lines), rec.Lines)
	marker := lines[rec.Cut.Line-1]
	assert.Contains(t, marker, "cut")
	// What was kept plus what was cut accounts for every input byte and line.
	assert.Equal(t, int64(len(in)), rec.Bytes-int64(len(marker)+1)+rec.Cut.Bytes)
	assert.Equal(t, 5000, rec.Lines-1+rec.Cut.Lines)
	// Pages that cross the cut read as sed reads the stored file, the marker included.
	l, err := s.OpenLog(rec.ID)
	require.NoError(t, err)
	defer l.Close()
	for _, r := range [][2]int{{rec.Cut.Line - 3, rec.Cut.Line + 3}, {1, rec.Lines}, {rec.Cut.Line, rec.Cut.Line}} {
		var got []string
		require.NoError(t, l.Range(context.Background(), r[0], r[1], func(row Row) error {
			got = append(got, string(row.Text))
			return nil
		}))
		assert.Equal(t, lines[r[0]-1:r[1]], got, "lines %d-%d", r[0], r[1])
	}
	assert.True(t, bytes.HasPrefix(in, stored[:len(stored)/4]))
	assert.True(t, bytes.HasSuffix(in, stored[len(stored)-len(stored)/4:]))
}

func TestParallelIngestsDoNotCollide(t *testing.T) {
	s := testStore(t, Options{NewID: func() string { return "same-id" }})
	_, err := s.Ingest(context.Background(), strings.NewReader("first\n"), Meta{})
	require.NoError(t, err)
	// Every later ingest asks for the same id; only a fresh source can succeed, so use one.
	var mu sync.Mutex
	n := 0
	s.opts.NewID = func() string { mu.Lock(); defer mu.Unlock(); n++; return fmt.Sprintf("id-%04d", n%5) }
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_, err := s.Ingest(context.Background(), strings.NewReader(strings.Repeat(fmt.Sprintf("w%d\n", i), 1000)), Meta{})
			errs <- err
		}(i)
	}
	wg.Wait()
	close(errs)
	ok := 0
	for err := range errs {
		if err == nil {
			ok++
		}
	}
	recs, err := s.List()
	require.NoError(t, err)
	assert.Equal(t, ok+1, len(recs), "every ingest that succeeded is listed, and nothing else")
	for _, r := range recs {
		assert.Equal(t, r.SHA256, hex.EncodeToString(sha256Of(readStored(t, s, r.ID))))
	}
}

func sha256Of(b []byte) []byte { s := sha256.Sum256(b); return s[:] }

func TestZstdCLIReadsTheStore(t *testing.T) {
	if _, err := exec.LookPath("zstd"); err != nil {
		t.Skip("zstd is not installed")
	}
	in := strings.Repeat("a line of text\n", 100_000) + "no newline"
	s := testStore(t, Options{FrameSize: 4096})
	rec, err := s.Ingest(context.Background(), strings.NewReader(in), Meta{})
	require.NoError(t, err)
	out, err := exec.Command("zstd", "-dc", filepath.Join(s.Dir(), rec.ID, logFile)).Output()
	require.NoError(t, err)
	assert.Equal(t, in, string(out))
}

func TestBadInputLeavesNothing(t *testing.T) {
	s := testStore(t, Options{})
	dir := t.TempDir()
	_, err := OpenInput(dir, nil)
	var ie *InputError
	require.ErrorAs(t, err, &ie)
	assert.Contains(t, err.Error(), "directory")
	_, err = OpenInput(filepath.Join(dir, "missing"), nil)
	require.ErrorAs(t, err, &ie)

	// A truncated gzip fails mid-read; nothing is listed and no temporary folder stays.
	gz := []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0x4b, 0x4c}
	in, err := OpenInput("-", bytes.NewReader(gz))
	if err == nil {
		_, err = s.Ingest(context.Background(), in, Meta{})
	}
	require.ErrorAs(t, err, &ie)
	entries, _ := os.ReadDir(s.Dir())
	assert.Empty(t, entries)
}
