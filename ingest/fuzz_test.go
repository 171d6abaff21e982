package ingest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzStoreRoundTrip: what the store keeps reads back byte for byte with its recorded
// SHA-256, its lines are counted as sed counts them, and any line range reads back exact.
func FuzzStoreRoundTrip(f *testing.F) {
	f.Add([]byte("a\nb\r\nc"), uint8(3), uint16(1), uint16(2))
	f.Add(bytes.Repeat([]byte("x"), 300), uint8(1), uint16(1), uint16(1))
	f.Add([]byte("\n\n\x00\xff\n"), uint8(0), uint16(2), uint16(9))
	f.Fuzz(func(t *testing.T, in []byte, frameExp uint8, a, b uint16) {
		frame := 16 << (frameExp % 8)
		s := testStore(t, Options{FrameSize: frame, Workers: 2})
		rec, err := s.Ingest(context.Background(), bytes.NewReader(in), Meta{})
		require.NoError(t, err)
		sum := sha256.Sum256(in)
		require.Equal(t, hex.EncodeToString(sum[:]), rec.SHA256)
		require.Equal(t, string(in), string(readStored(t, s, rec.ID)))
		want := lfLines(in)
		require.Equal(t, len(want), rec.Lines)
		l, err := s.OpenLog(rec.ID)
		require.NoError(t, err)
		defer l.Close()
		from, to := int(a)%(len(want)+2), int(b)%(len(want)+2)
		var got []string
		require.NoError(t, l.Range(context.Background(), from, to, func(r Row) error {
			got = append(got, string(r.Text))
			return nil
		}))
		lo, hi := max(from, 1), min(to, len(want))
		if lo > hi {
			require.Empty(t, got)
		} else {
			require.Equal(t, want[lo-1:hi], got, fmt.Sprintf("lines %d-%d", from, to))
		}
	})
}

func BenchmarkIngest(b *testing.B) {
	var buf bytes.Buffer
	for i := 0; buf.Len() < 64<<20; i++ {
		fmt.Fprintf(&buf, "2026-11-29T10:%02d:%02d.%03dZ INFO svc[%d] worker %d finished job %d in %dms\n",
			i/60%60, i%60, i%1000, i%99, i*7%1000003, i*13%999983, i%900)
	}
	data := buf.Bytes()
	s := testStore(b, Options{})
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		rec, err := s.Ingest(context.Background(), bytes.NewReader(data), Meta{})
		if err != nil {
			b.Fatal(err)
		}
		s.Remove(rec.ID)
	}
}

func BenchmarkRangeDeep(b *testing.B) {
	var buf bytes.Buffer
	for i := 0; buf.Len() < 64<<20; i++ {
		fmt.Fprintf(&buf, "line %d of a long log with some text after it\n", i)
	}
	s := testStore(b, Options{})
	rec, err := s.Ingest(context.Background(), bytes.NewReader(buf.Bytes()), Meta{})
	require.NoError(b, err)
	l, err := s.OpenLog(rec.ID)
	require.NoError(b, err)
	defer l.Close()
	mid := rec.Lines / 2
	b.ReportAllocs()
	for b.Loop() {
		n := 0
		l.Range(context.Background(), mid, mid+100, func(Row) error { n++; return nil })
		if n != 101 {
			b.Fatal(n)
		}
	}
}
