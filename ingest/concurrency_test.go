package ingest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWritersSweepsAndReadersAtOnce: 8 writers (each with its own Store on the same
// directory, as separate commands would be), sweeps and listings at once, repeated. No
// output is lost or crossed with another's, no listed output is ever half there, and only
// the outputs past their age are swept. Meant for go test -race.
func TestWritersSweepsAndReadersAtOnce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "store")
	open := func() *Store {
		s, err := Open(dir, Options{FrameSize: 4096, Workers: 2})
		require.NoError(t, err)
		return s
	}
	admin := open()
	ctx := context.Background()
	const rounds, writers = 4, 8
	want := map[string]string{} // id -> sha256 of what its writer gave
	var old []string
	for round := 0; round < rounds; round++ {
		for k := 0; k < 3; k++ {
			rec, err := admin.Ingest(ctx, bytes.NewReader([]byte(fmt.Sprintf("old %d %d\n", round, k))), Meta{})
			require.NoError(t, err)
			when := time.Now().Add(-45 * 24 * time.Hour)
			for _, p := range []string{logFile, recordFile, ""} {
				require.NoError(t, os.Chtimes(filepath.Join(dir, rec.ID, p), when, when))
			}
			old = append(old, rec.ID)
		}
		type done struct {
			rec Record
			sum string
			err error
		}
		results := make(chan done, writers)
		stop := make(chan struct{})
		var wg, bg sync.WaitGroup
		for w := 0; w < writers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var b bytes.Buffer
				for i := 0; b.Len() < 40_000+w*5000; i++ {
					fmt.Fprintf(&b, "round %d writer %d line %d\n", round, w, i)
				}
				s := open()
				rec, err := s.Ingest(ctx, bytes.NewReader(b.Bytes()), Meta{Name: fmt.Sprintf("r%dw%d", round, w)})
				sum := sha256.Sum256(b.Bytes())
				results <- done{rec, hex.EncodeToString(sum[:]), err}
			}()
		}
		// A sweeper and a lister run until the writers are done.
		errs := make(chan error, 2)
		bg.Add(2)
		go func() {
			defer bg.Done()
			s := open()
			for {
				if _, err := s.Sweep(ctx, SweepOptions{Days: 30}); err != nil {
					errs <- err
					return
				}
				select {
				case <-stop:
					return
				default:
				}
			}
		}()
		go func() {
			defer bg.Done()
			s := open()
			for {
				recs, err := s.List()
				if err != nil {
					errs <- err
					return
				}
				for _, r := range recs {
					l, err := s.OpenLog(r.ID)
					if err == nil {
						err = l.Verify(ctx)
						l.Close()
					}
					// A listed output may be swept between the listing and the read (its
					// folder is then gone whole), never be found half there.
					if _, gone := os.Lstat(filepath.Join(dir, r.ID)); err != nil && (!isNotFound(err) || gone == nil) {
						errs <- fmt.Errorf("%s listed but not whole: %w", r.ID, err)
						return
					}
				}
				select {
				case <-stop:
					return
				default:
				}
			}
		}()
		wg.Wait()
		close(stop)
		bg.Wait()
		close(results)
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		for d := range results {
			require.NoError(t, d.err)
			want[d.rec.ID] = d.sum
			assert.Equal(t, d.sum, d.rec.SHA256)
		}
	}
	_, err := admin.Sweep(ctx, SweepOptions{Days: 30})
	require.NoError(t, err)
	recs, err := admin.List()
	require.NoError(t, err)
	got := map[string]string{}
	for _, r := range recs {
		got[r.ID] = r.SHA256
		assert.Equal(t, r.SHA256, hex.EncodeToString(sha256Of(readStored(t, admin, r.ID))), "%s reads back whole", r.ID)
	}
	assert.Equal(t, want, got, "every output written is listed, under its own id, and nothing else")
	assert.Len(t, want, rounds*writers)
	for _, id := range old {
		assert.NotContains(t, got, id)
	}
	left, err := admin.Leftovers()
	require.NoError(t, err)
	assert.Empty(t, left)
}

func isNotFound(err error) bool { return errors.Is(err, ErrNotFound) || errors.Is(err, fs.ErrNotExist) }

// TestScanEndsEarlyWithoutHanging: a scan stopped by its callback, or by a damaged frame,
// returns at once on a log of many frames (its workers once waited forever for more work).
func TestScanEndsEarlyWithoutHanging(t *testing.T) {
	s := testStore(t, Options{FrameSize: 256, Workers: 2})
	var b bytes.Buffer
	for i := 0; i < 5000; i++ {
		fmt.Fprintf(&b, "line %d\n", i)
	}
	rec, err := s.Ingest(context.Background(), bytes.NewReader(b.Bytes()), Meta{})
	require.NoError(t, err)
	require.Greater(t, len(rec.Frames), 50)
	path := filepath.Join(s.Dir(), rec.ID, logFile)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	f := rec.Frames[3]
	data[f.Offset+int64(f.Size)/2] ^= 0xff
	require.NoError(t, os.WriteFile(path, data, 0o600))

	l, err := s.OpenLog(rec.ID)
	require.NoError(t, err)
	defer l.Close()
	done := make(chan [2]error, 1)
	go func() {
		stopped := l.Scan(context.Background(), func(r Row) error { return Stop })
		damaged := l.Scan(context.Background(), func(Row) error { return nil })
		done <- [2]error{stopped, damaged}
	}()
	select {
	case errs := <-done:
		assert.NoError(t, errs[0])
		assert.ErrorIs(t, errs[1], ErrStore)
	case <-time.After(10 * time.Second):
		t.Fatal("Scan hangs once it ends early")
	}
}
