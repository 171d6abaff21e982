package ingest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sweepNow is the store's clock in these tests; file times are set relative to it.
var sweepNow = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

func sweepStore(t *testing.T) *Store {
	t.Helper()
	n := 0
	return testStore(t, Options{Now: func() time.Time { return sweepNow }, NewID: func() string {
		n++
		return fmt.Sprintf("out%04d", n)
	}})
}

// age sets the modification time of path, and of everything directly in it, to sweepNow-d.
func age(t *testing.T, path string, d time.Duration) {
	t.Helper()
	when := sweepNow.Add(-d)
	if entries, err := os.ReadDir(path); err == nil {
		for _, e := range entries {
			require.NoError(t, os.Chtimes(filepath.Join(path, e.Name()), when, when))
		}
	}
	require.NoError(t, os.Chtimes(path, when, when))
}

func ingestAged(t *testing.T, s *Store, text string, d time.Duration) Record {
	t.Helper()
	rec, err := s.Ingest(context.Background(), strings.NewReader(text), Meta{})
	require.NoError(t, err)
	age(t, filepath.Join(s.Dir(), rec.ID), d)
	return rec
}

const day = 24 * time.Hour

func ids(recs []Record) []string {
	out := []string{}
	for _, r := range recs {
		out = append(out, r.ID)
	}
	return out
}

func TestSweepRemovesWhatIsUnusedOldestFirst(t *testing.T) {
	s := sweepStore(t)
	a := ingestAged(t, s, "forty days\n", 40*day)
	b := ingestAged(t, s, "sixty days\n", 60*day)
	keep := ingestAged(t, s, "ten days\n", 10*day)
	edge := ingestAged(t, s, "just under\n", 30*day-time.Minute)
	// The folder is old but a file in it was written yesterday: its last use is yesterday.
	touched := ingestAged(t, s, "touched\n", 90*day)
	yesterday := sweepNow.Add(-day)
	require.NoError(t, os.Chtimes(filepath.Join(s.Dir(), touched.ID, logFile), yesterday, yesterday))

	// Reading an output does not move its last use.
	l, err := s.OpenLog(a.ID)
	require.NoError(t, err)
	require.NoError(t, l.Scan(context.Background(), func(Row) error { return nil }))
	require.NoError(t, l.Close())

	var onDisk int64
	for _, id := range []string{a.ID, b.ID} {
		for _, f := range []string{logFile, recordFile} {
			st, err := os.Stat(filepath.Join(s.Dir(), id, f))
			require.NoError(t, err)
			onDisk += st.Size()
		}
	}
	rep, err := s.Sweep(context.Background(), SweepOptions{Days: 30})
	require.NoError(t, err)
	assert.Equal(t, []string{b.ID, a.ID}, rep.Removed, "oldest first")
	assert.Equal(t, onDisk, rep.Bytes)
	assert.Zero(t, rep.Deferred)
	assert.Empty(t, rep.LeftAlone)
	recs, err := s.List()
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{keep.ID, edge.ID, touched.ID}, ids(recs))
	entries, _ := os.ReadDir(s.Dir())
	assert.Len(t, entries, 3, "nothing of the removed outputs is left behind")

	// 0 never sweeps; the next sweep with the same setting finds nothing.
	ingestAged(t, s, "ancient\n", 3000*day)
	rep, err = s.Sweep(context.Background(), SweepOptions{Days: 0})
	require.NoError(t, err)
	assert.Empty(t, rep.Removed)
	assert.True(t, rep.Empty())
	_, err = s.Sweep(context.Background(), SweepOptions{Days: -1})
	assert.Error(t, err)
}

func TestSweepIsBoundedPerCall(t *testing.T) {
	s := sweepStore(t)
	var want []string
	for i := 0; i < 20; i++ {
		want = append(want, ingestAged(t, s, fmt.Sprintf("old %d\n", i), time.Duration(100-i)*day).ID)
	}
	rep, err := s.Sweep(context.Background(), SweepOptions{Days: 30})
	require.NoError(t, err)
	assert.Equal(t, want[:16], rep.Removed, "at most 16 a call, oldest first")
	assert.Equal(t, 4, rep.Deferred)
	rep, err = s.Sweep(context.Background(), SweepOptions{Days: 30})
	require.NoError(t, err)
	assert.Equal(t, want[16:], rep.Removed, "the rest goes at the next call")
	assert.Zero(t, rep.Deferred)

	// Once the time bound has passed nothing more is examined, and it says how much waits.
	for i := 0; i < 3; i++ {
		ingestAged(t, s, "old\n", 50*day)
	}
	rep, err = s.Sweep(context.Background(), SweepOptions{Days: 30, Deadline: time.Nanosecond})
	require.NoError(t, err)
	assert.Empty(t, rep.Removed)
	assert.Equal(t, 3, rep.Deferred)
	recs, _ := s.List()
	assert.Len(t, recs, 3)
}

func TestSweepDryRunRemovesNothing(t *testing.T) {
	s := sweepStore(t)
	old := ingestAged(t, s, "old\n", 40*day)
	rep, err := s.Sweep(context.Background(), SweepOptions{Days: 30, DryRun: true})
	require.NoError(t, err)
	assert.Equal(t, []string{old.ID}, rep.Removed)
	assert.Positive(t, rep.Bytes)
	_, err = s.Record(old.ID)
	assert.NoError(t, err)
}

// TestSweepLeavesAloneWhatIsNotOurs: only a folder with an id's name holding only the files
// a write leaves is removed; everything else stale is named with the reason.
func TestSweepLeavesAloneWhatIsNotOurs(t *testing.T) {
	s := sweepStore(t)
	dir := s.Dir()
	outside := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(outside, "precious"), []byte("keep me"), 0o600))
	mk := func(name string, files ...string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.Mkdir(p, 0o700))
		for _, f := range files {
			require.NoError(t, os.WriteFile(filepath.Join(p, f), []byte("x"), 0o600))
		}
		return p
	}
	// An output of ours, old, whose record and log are real: the control.
	ours := ingestAged(t, s, "ours\n", 40*day)

	withSub := filepath.Join(dir, ingestAged(t, s, "a\n", 40*day).ID)
	require.NoError(t, os.Mkdir(filepath.Join(withSub, "sub"), 0o700))
	withExtra := filepath.Join(dir, ingestAged(t, s, "b\n", 40*day).ID)
	require.NoError(t, os.WriteFile(filepath.Join(withExtra, "notes.txt"), []byte("mine"), 0o600))
	linkInside := mk("linkinside")
	require.NoError(t, os.Symlink(filepath.Join(outside, "precious"), filepath.Join(linkInside, recordFile)))
	mk("Not_An_Id", recordFile, logFile)
	mk("emptyish")
	require.NoError(t, os.Symlink(outside, filepath.Join(dir, "outlink")))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "stray.txt"), []byte("x"), 0o600))
	foreign := filepath.Join(dir, ingestAged(t, s, "c\n", 40*day).ID)
	chowned := os.Getuid() == 0 && os.Chown(foreign, 65534, 65534) == nil

	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		when := sweepNow.Add(-40 * day)
		p := filepath.Join(dir, e.Name())
		require.NoError(t, os.Chtimes(p, when, when))
		if e.Type()&os.ModeSymlink != 0 {
			// Chtimes follows links; the link's own time is what the listing sees.
			require.NoError(t, exec.Command("touch", "-h", "-d", when.Format(time.RFC3339), p).Run())
		}
	}

	rep, err := s.Sweep(context.Background(), SweepOptions{Days: 30})
	require.NoError(t, err)
	assert.Equal(t, []string{ours.ID}, rep.Removed)
	why := map[string]string{}
	for _, a := range rep.LeftAlone {
		why[a.Name] = a.Why
	}
	assert.Contains(t, why[filepath.Base(withSub)], "folder")
	assert.Contains(t, why[filepath.Base(withExtra)], "notes.txt")
	assert.Contains(t, why["linkinside"], "symbolic link")
	assert.Contains(t, why["Not_An_Id"], "name")
	assert.Contains(t, why["emptyish"], "no record.json")
	assert.Contains(t, why["outlink"], "symbolic link")
	assert.Contains(t, why["stray.txt"], "file")
	if chowned {
		assert.Contains(t, why[filepath.Base(foreign)], "uid 65534")
	}
	for _, name := range []string{filepath.Base(withSub), filepath.Base(withExtra), "linkinside", "Not_An_Id", "emptyish", "outlink", "stray.txt"} {
		_, err := os.Lstat(filepath.Join(dir, name))
		assert.NoError(t, err, "%s is still there", name)
	}
	b, err := os.ReadFile(filepath.Join(outside, "precious"))
	require.NoError(t, err)
	assert.Equal(t, "keep me", string(b))
}

func TestSweepNeverTouchesAWriteInProgress(t *testing.T) {
	s := sweepStore(t)
	live := filepath.Join(s.Dir(), fmt.Sprintf("%slive0001-%d", tmpPrefix, os.Getpid()))
	require.NoError(t, os.Mkdir(live, 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(live, logFile), []byte("half"), 0o600))
	age(t, live, 400*day)
	gone := deadPID(t)
	dead := filepath.Join(s.Dir(), fmt.Sprintf("%sdead0001-%d", tmpPrefix, gone))
	require.NoError(t, os.Mkdir(dead, 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(dead, logFile), []byte("half"), 0o600))

	// Even with the sweep by age off, the leftovers of dead writers are cleaned.
	rep, err := s.Sweep(context.Background(), SweepOptions{Days: 0})
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Base(dead)}, rep.Leftovers)
	assert.Empty(t, rep.Removed)
	assert.NoDirExists(t, dead)
	assert.DirExists(t, live)

	rep, err = s.Sweep(context.Background(), SweepOptions{Days: 1})
	require.NoError(t, err)
	assert.True(t, rep.Empty(), "%+v", rep)
	assert.DirExists(t, live)
}

// deadPID is the pid of a process that has exited.
func deadPID(t *testing.T) int {
	t.Helper()
	cmd := exec.Command("true")
	require.NoError(t, cmd.Run())
	return cmd.Process.Pid
}

func TestDoctor(t *testing.T) {
	s := sweepStore(t)
	fresh := ingestAged(t, s, strings.Repeat("fresh line\n", 1000), day)
	old := ingestAged(t, s, "old\n", 40*day)
	require.NoError(t, os.Symlink(t.TempDir(), filepath.Join(s.Dir(), "alink")))
	require.NoError(t, exec.Command("touch", "-h", "-d", sweepNow.Add(-40*day).Format(time.RFC3339), filepath.Join(s.Dir(), "alink")).Run())
	left := filepath.Join(s.Dir(), fmt.Sprintf("%sgone0001-%d", tmpPrefix, deadPID(t)))
	require.NoError(t, os.Mkdir(left, 0o700))

	h, err := s.Doctor(context.Background(), DoctorOptions{Days: 30, Verify: true})
	require.NoError(t, err)
	require.NoError(t, h.Err())
	assert.Equal(t, "0700", h.Mode)
	assert.Equal(t, 2, h.Outputs)
	assert.Equal(t, 2, h.Verified)
	assert.Equal(t, fresh.Bytes+old.Bytes, h.Stored)
	assert.Positive(t, h.Bytes)
	assert.Equal(t, []string{old.ID}, h.NextSweep.Removed)
	assert.True(t, h.NextSweep.DryRun)
	require.Len(t, h.NextSweep.LeftAlone, 1)
	assert.Equal(t, "alink", h.NextSweep.LeftAlone[0].Name)
	assert.Equal(t, []string{filepath.Base(left)}, h.Leftovers)
	assert.DirExists(t, left, "doctor removes nothing")
	assert.DirExists(t, filepath.Join(s.Dir(), old.ID))

	// A byte flipped inside a frame is found only by reading: --verify names it.
	path := filepath.Join(s.Dir(), fresh.ID, logFile)
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	b[fresh.Frames[0].Size/2] ^= 0x40
	require.NoError(t, os.WriteFile(path, b, 0o600))
	h, err = s.Doctor(context.Background(), DoctorOptions{Days: 30})
	require.NoError(t, err)
	assert.NoError(t, h.Err(), "the index still matches the file's size")
	h, err = s.Doctor(context.Background(), DoctorOptions{Days: 30, Verify: true})
	require.NoError(t, err)
	require.Len(t, h.Damaged, 1)
	assert.Equal(t, fresh.ID, h.Damaged[0].ID)
	assert.ErrorIs(t, h.Err(), ErrStore)

	// A truncated log and a garbled record are found without reading the logs.
	require.NoError(t, os.WriteFile(path, b[:len(b)-3], 0o600))
	require.NoError(t, os.WriteFile(filepath.Join(s.Dir(), old.ID, recordFile), []byte(`{"id":`), 0o600))
	h, err = s.Doctor(context.Background(), DoctorOptions{Days: 30})
	require.NoError(t, err)
	assert.Len(t, h.Damaged, 2)
	assert.Equal(t, 2, h.Outputs)
}
