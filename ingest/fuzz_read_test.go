package ingest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// A real stored output to damage: several frames, a line across frames, no last LF.
func fuzzOriginal(t testing.TB) (record, log, content []byte) {
	var b strings.Builder
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&b, "line %d: some text\n", i)
	}
	b.WriteString(strings.Repeat("y", 700) + "\nlast")
	s := testStore(t, Options{FrameSize: 256, Workers: 1})
	rec, err := s.Ingest(context.Background(), strings.NewReader(b.String()), Meta{Name: "fuzz"})
	require.NoError(t, err)
	record, err = os.ReadFile(filepath.Join(s.Dir(), rec.ID, recordFile))
	require.NoError(t, err)
	log, err = os.ReadFile(filepath.Join(s.Dir(), rec.ID, logFile))
	require.NoError(t, err)
	return record, log, []byte(b.String())
}

// readAll drives every read of the store over an output and checks that each either works
// or fails with an error that wraps ErrStore (or says the output is not there), never a
// panic. It returns the bytes read when the output verified, else nil.
func readAll(t *testing.T, record, log []byte) []byte {
	t.Helper()
	var rec struct{ ID string }
	if json.Unmarshal(record, &rec) != nil || !ValidID(rec.ID) {
		rec.ID = "fuzzed"
	}
	s := testStore(t, Options{Workers: 2})
	dir := filepath.Join(s.Dir(), rec.ID)
	require.NoError(t, os.Mkdir(dir, 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(dir, recordFile), record, 0o600))
	require.NoError(t, os.WriteFile(filepath.Join(dir, logFile), log, 0o600))
	storeFault := func(err error) {
		t.Helper()
		if err != nil && !errors.Is(err, ErrStore) && !errors.Is(err, ErrNotFound) {
			t.Fatalf("an error that is not a store error: %v", err)
		}
	}
	_, err := s.Record(rec.ID)
	storeFault(err)
	_, err = s.List()
	storeFault(err)
	l, err := s.OpenLog(rec.ID)
	storeFault(err)
	if err != nil {
		return nil
	}
	defer l.Close()
	ctx := context.Background()
	storeFault(l.Range(ctx, 1, l.Lines, func(Row) error { return nil }))
	storeFault(l.Range(ctx, l.Lines/2, l.Lines/2+3, func(Row) error { return nil }))
	n := 0
	scanErr := l.Scan(ctx, func(r Row) error { n++; return nil })
	storeFault(scanErr)
	_, err = l.Head(ctx, 4096)
	storeFault(err)
	_, err = l.Tail(ctx, 4096)
	storeFault(err)
	var out bytes.Buffer
	_, werr := l.WriteTo(ctx, &out)
	storeFault(werr)
	verr := l.Verify(ctx)
	storeFault(verr)
	if verr != nil {
		return nil
	}
	// What verifies reads back whole: every read agrees with the record.
	require.NoError(t, werr)
	require.NoError(t, scanErr)
	sum := sha256.Sum256(out.Bytes())
	require.Equal(t, l.SHA256, hex.EncodeToString(sum[:]))
	require.Equal(t, l.Lines, n)
	return out.Bytes()
}

// FuzzRecordDecode: a damaged record.json beside a sound log gives a store error or a
// consistent output, never a panic or an unbounded allocation.
func FuzzRecordDecode(f *testing.F) {
	record, log, content := fuzzOriginal(f)
	f.Add(record)
	for _, r := range [][2]string{
		{`"size":`, `"size":-`},
		{`"off":0`, `"off":99999999999`},
		{`"lines":`, `"lines":1`},
		{`"raw_size":`, `"raw_size":9`},
		{`"lfs":`, `"lfs":-`},
		{`"cut":null`, `"cut":{"line":-5}`},
		{`"frames":[`, `"frames":[{"size":2147483647,"raw_size":1},`},
		{`"last_lf":false`, `"last_lf":true`},
	} {
		f.Add(bytes.Replace(record, []byte(r[0]), []byte(r[1]), 1))
	}
	f.Add([]byte(`{"id":"fuzzed","frames":null,"lines":3}`))
	f.Add([]byte(`{`))
	f.Fuzz(func(t *testing.T, rec []byte) {
		got := readAll(t, rec, log)
		if got != nil && bytes.Equal(rec, record) {
			require.Equal(t, content, got)
		}
	})
}

// FuzzLogDecode: a damaged log.zst (bytes flipped, cut short, or grown) beside a sound
// record gives a store error, never a panic; and when it still verifies, it reads back
// exactly what was stored.
func FuzzLogDecode(f *testing.F) {
	record, log, content := fuzzOriginal(f)
	f.Add(uint32(0), uint8(0), uint32(0), uint8(0))
	f.Add(uint32(5), uint8(0xff), uint32(0), uint8(0))
	f.Add(uint32(len(log)/2), uint8(1), uint32(0), uint8(0))
	f.Add(uint32(len(log)-3), uint8(0x80), uint32(0), uint8(0))
	f.Add(uint32(0), uint8(0), uint32(7), uint8(0))
	f.Add(uint32(0), uint8(0), uint32(0), uint8(9))
	f.Fuzz(func(t *testing.T, off uint32, mask uint8, cut uint32, grow uint8) {
		damaged := append([]byte(nil), log...)
		if len(damaged) > 0 {
			damaged[int(off)%len(damaged)] ^= mask
		}
		damaged = damaged[:len(damaged)-int(cut)%len(damaged)]
		damaged = append(damaged, bytes.Repeat([]byte{mask}, int(grow))...)
		got := readAll(t, record, damaged)
		if got != nil {
			require.Equal(t, content, got, "a damaged log that verifies must read back exact")
		}
	})
}
