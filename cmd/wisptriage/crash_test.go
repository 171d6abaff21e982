package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/wisptriage/wisptriage/ingest"
)

// buildBinary builds wisptriage into a temporary folder, for tests that need real
// processes (a kill -9 cannot be done to a goroutine).
func buildBinary(t *testing.T) string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build wisptriage with")
	}
	bin := filepath.Join(t.TempDir(), "wisptriage")
	out, err := exec.Command(goBin, "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, string(out))
	return bin
}

// logCorpus is log-like text to feed the processes: varied lines, some long.
func logCorpus(size int) []byte {
	var b bytes.Buffer
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "2026-11-29T10:%02d:%02d.%03dZ INFO worker %d finished job %d in %dms\n", i/60%60, i%60, i%1000, i%17, i, i*7%1000)
		if i%5000 == 0 {
			b.WriteString(strings.Repeat("long line without a break ", 3000) + "\n")
		}
	}
	return b.Bytes()[:size]
}

// fed is what the test gave one process on its stdin.
type fed struct {
	sum   string // SHA-256 of all of it, when all of it was written and stdin closed
	whole bool
	n     int64
}

// feed writes name and data to w in chunks of random sizes, pausing now and then so the
// reader is mid-write when the kill comes, and closes w when all is written.
func feed(w io.WriteCloser, name string, data []byte, rng *rand.Rand) fed {
	h := sha256.New()
	var n int64
	chunks := [][]byte{[]byte(name + "\n")}
	for p := 0; p < len(data); {
		k := min(len(data)-p, 1+rng.IntN(256<<10))
		chunks = append(chunks, data[p:p+k])
		p += k
	}
	pauses := rng.IntN(3) == 0
	for _, c := range chunks {
		if _, err := w.Write(c); err != nil {
			return fed{}
		}
		h.Write(c)
		n += int64(len(c))
		if pauses {
			time.Sleep(time.Duration(rng.IntN(3)) * time.Millisecond)
		}
	}
	if w.Close() != nil {
		return fed{}
	}
	return fed{sum: hex.EncodeToString(h.Sum(nil)), whole: true, n: n}
}

// TestStoreSurvivesKills kills `wisptriage ingest` and `wisptriage run` with SIGKILL at random points, over and
// over, then checks that every output the store lists reads back whole with its recorded
// SHA-256 and is all of what was fed (nothing partial is listed), and that the next run
// cleans the leftovers of the killed writes. Then 8 processes ingest at once while others
// sweep, three times, and nothing is lost or crossed.
func TestStoreSurvivesKills(t *testing.T) {
	bin := buildBinary(t)
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 8))
	corpus := logCorpus(6 << 20)

	t.Run("kill -9", func(t *testing.T) {
		store := filepath.Join(t.TempDir(), "store")
		expect := map[string]fed{}
		kills, finished, midWrite := 0, 0, 0
		seen := map[string]bool{}                    // temporary folders seen: kills that landed mid-write
		deadline := time.Now().Add(30 * time.Second) // usually about 5 s; room for a loaded machine
		for i := 0; kills < 100 || i < 110; i++ {
			require.True(t, time.Now().Before(deadline) || kills >= 100, "only %d kills landed in time", kills)
			if kills >= 100 && time.Now().After(deadline) {
				break
			}
			name := fmt.Sprintf("run%04d", i)
			ceiling := "1073741824"
			if i%3 == 0 {
				ceiling = "1048576" // the tail keeper's segment files are in play too
			}
			size := rng.IntN(len(corpus))
			if rng.IntN(4) == 0 {
				size = rng.IntN(64 << 10) // small: often done before the kill
			}
			cmd := exec.Command(bin, "--store", store, "--ceiling", ceiling, "ingest", "--name", name, "-")
			if i%2 == 1 {
				// run stores through the same writer; cat hands it what is fed.
				cmd = exec.Command(bin, "--store", store, "--ceiling", ceiling, "run", "--stdin", "--quiet", "--name", name, "--", "cat")
			}
			cmd.Env = append(os.Environ(), "WISPTRIAGE_DAYS=30")
			stdin, err := cmd.StdinPipe()
			require.NoError(t, err)
			var stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = io.Discard, &stderr
			require.NoError(t, cmd.Start())
			got := make(chan fed, 1)
			feedRng := rand.New(rand.NewPCG(seed, uint64(i)))
			go func() { got <- feed(stdin, name, corpus[:size], feedRng) }()
			time.Sleep(time.Duration(rng.IntN(60_000)) * time.Microsecond)
			_ = cmd.Process.Signal(syscall.SIGKILL)
			err = cmd.Wait()
			f := <-got
			var ee *exec.ExitError
			switch {
			case errors.As(err, &ee) && ee.ProcessState.Sys().(syscall.WaitStatus).Signal() == syscall.SIGKILL:
				kills++
			case err == nil:
				finished++
			default:
				t.Fatalf("%s: %v: %s", name, err, stderr.String())
			}
			expect[name] = f
			if entries, err := os.ReadDir(store); err == nil {
				for _, e := range entries {
					if strings.HasPrefix(e.Name(), ".tmp-") && !seen[e.Name()] {
						seen[e.Name()] = true
						midWrite++
					}
				}
			}
		}

		s, err := ingest.Open(store, ingest.Options{})
		require.NoError(t, err)
		recs, err := s.List()
		require.NoError(t, err)
		for _, rec := range recs {
			f, ok := expect[rec.Name]
			require.True(t, ok, "an output nobody fed: %q", rec.Name)
			require.True(t, f.whole, "%s is listed, but its input was never all written", rec.Name)
			l, err := s.OpenLog(rec.ID)
			require.NoError(t, err)
			require.NoError(t, l.Verify(context.Background()), rec.Name)
			l.Close()
			assert.Equal(t, f.n, rec.TotalBytes, rec.Name)
			if rec.Cut == nil {
				assert.Equal(t, f.sum, rec.SHA256, "%s is all of what was fed", rec.Name)
			}
		}
		leftovers, err := s.Leftovers()
		require.NoError(t, err)
		t.Logf("%d runs: %d killed (%d mid-write), %d finished first; %d outputs listed, all whole; %d leftovers now",
			len(expect), kills, midWrite, finished, len(recs), len(leftovers))
		assert.GreaterOrEqual(t, kills, 100)
		assert.Positive(t, midWrite, "some kills landed while an output was being written")
		assert.GreaterOrEqual(t, len(recs), finished, "every run that finished is listed")

		// The next run cleans what the killed writes left, and says so with --verbose.
		cmd := exec.Command(bin, "--store", store, "--verbose", "ingest", "--name", "after", "-")
		cmd.Stdin = strings.NewReader("after the kills\n")
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, string(out))
		if len(leftovers) > 0 {
			assert.Contains(t, string(out), "leftover")
		}
		left, err := s.Leftovers()
		require.NoError(t, err)
		assert.Empty(t, left)
		entries, err := os.ReadDir(store)
		require.NoError(t, err)
		for _, e := range entries {
			assert.False(t, strings.HasPrefix(e.Name(), "."), "a temporary folder is still there: %s", e.Name())
		}
	})

	t.Run("8 writers and sweeps at once", func(t *testing.T) {
		store := filepath.Join(t.TempDir(), "store")
		s, err := ingest.Open(store, ingest.Options{})
		require.NoError(t, err)
		var old []string
		type result struct {
			name string
			sum  string
			out  []byte
			err  error
		}
		for round := 0; round < 3; round++ {
			// Outputs last used 40 days ago, for the sweeps to race over.
			for k := 0; k < 4; k++ {
				rec, err := s.Ingest(context.Background(), strings.NewReader(fmt.Sprintf("old %d %d\n", round, k)), ingest.Meta{})
				require.NoError(t, err)
				when := time.Now().Add(-40 * 24 * time.Hour)
				for _, p := range []string{"log.zst", "record.json", ""} {
					require.NoError(t, os.Chtimes(filepath.Join(store, rec.ID, p), when, when))
				}
				old = append(old, rec.ID)
			}
			results := make(chan result, 8)
			var wg sync.WaitGroup
			for w := 0; w < 8; w++ {
				name := fmt.Sprintf("r%dw%d", round, w)
				data := append([]byte(name+"\n"), corpus[w<<16:(w<<16)+(256<<10)]...)
				wg.Add(1)
				go func() {
					defer wg.Done()
					cmd := exec.Command(bin, "--store", store, "--format", "json", "ingest", "--name", name, "-")
					cmd.Stdin = bytes.NewReader(data)
					out, err := cmd.Output()
					sum := sha256.Sum256(data)
					results <- result{name: name, sum: hex.EncodeToString(sum[:]), out: out, err: err}
				}()
			}
			for k := 0; k < 2; k++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					out, err := exec.Command(bin, "--store", store, "sweep", "--days", "30").CombinedOutput()
					if err != nil {
						results <- result{name: "sweep", out: out, err: err}
					}
				}()
			}
			wg.Wait()
			close(results)
			for r := range results {
				require.NoError(t, r.err, "%s: %s", r.name, r.out)
				var res []struct {
					ID     string `json:"id"`
					Name   string `json:"name"`
					SHA256 string `json:"sha256"`
				}
				require.NoError(t, json.Unmarshal(r.out, &res), string(r.out))
				require.Len(t, res, 1)
				assert.Equal(t, r.sum, res[0].SHA256, r.name)
				rec, err := s.Record(res[0].ID)
				require.NoError(t, err, "%s is listed under its id", r.name)
				assert.Equal(t, r.name, rec.Name, "not crossed with another writer's")
				assert.Equal(t, r.sum, rec.SHA256)
			}
		}
		// Under load a sweep may stop at its time bound; the next one finishes the job.
		out, err := exec.Command(bin, "--store", store, "sweep").CombinedOutput()
		require.NoError(t, err, string(out))
		recs, err := s.List()
		require.NoError(t, err)
		assert.Len(t, recs, 24, "every new output is listed, and every old one is swept")
		for _, id := range old {
			_, err := s.Record(id)
			assert.ErrorIs(t, err, ingest.ErrNotFound, "%s was last used 40 days ago", id)
		}
	})
}
