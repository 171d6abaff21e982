package ingest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"syscall"
	"time"
)

// Sweep settings. The bounds keep a command's start from waiting on a large store: what
// they leave waits for the next call.
const (
	DefaultSweepDays = 30
	MaxSweepDays     = 3650
	sweepLimit       = 16
	sweepDeadline    = 100 * time.Millisecond
)

// SweepOptions set one sweep. Days is always the caller's: 0 never sweeps by age.
type SweepOptions struct {
	Days     int           // remove outputs whose last use is older than this many days
	DryRun   bool          // say what would go, remove nothing (doctor)
	Limit    int           // outputs removed at most (default 16)
	Deadline time.Duration // no entry is examined once this has passed (default 100 ms)
}

// SweepReport says what a sweep removed and what it did not.
type SweepReport struct {
	Days      int         `json:"days"`
	DryRun    bool        `json:"dry_run,omitempty"`
	Removed   []string    `json:"removed"`             // ids, oldest first
	Bytes     int64       `json:"bytes"`               // on disk, of the removed outputs
	Deferred  int         `json:"deferred"`            // entries the bound left for the next call
	LeftAlone []LeftAlone `json:"left_alone"`          // stale entries that are not wisptriage's
	Leftovers []string    `json:"leftovers,omitempty"` // temp folders of dead writers, cleaned
}

// LeftAlone is an entry the sweep would not touch, and why.
type LeftAlone struct {
	Name string `json:"name"`
	Why  string `json:"why"`
}

// Empty reports whether the sweep did nothing worth saying.
func (r SweepReport) Empty() bool {
	return len(r.Removed) == 0 && len(r.LeftAlone) == 0 && len(r.Leftovers) == 0 && r.Deferred == 0
}

// sweepEntry is one entry of the store's listing that is older than the cutoff.
type sweepEntry struct {
	name  string
	mode  fs.FileMode
	mtime time.Time
}

// Sweep removes the outputs whose last use is older than o.Days days, oldest first: at
// most o.Limit of them, examining none once o.Deadline has passed. Last use is the newest
// modification time among an output's folder and its files; reading an output moves
// neither, so an output only read is swept all the same. Only a folder with an id's name
// holding only the regular files a write leaves (log.zst, record.json, owned by this
// user) is removed; anything else that is stale is left alone and named. Temporary
// folders of live writers are never touched; those whose writer is gone are cleaned (even
// when Days is 0), as CleanLeftovers does.
func (s *Store) Sweep(ctx context.Context, o SweepOptions) (SweepReport, error) {
	start := time.Now() // the bound is on real time; the age uses the store's clock
	if o.Limit <= 0 {
		o.Limit = sweepLimit
	}
	if o.Deadline <= 0 {
		o.Deadline = sweepDeadline
	}
	rep := SweepReport{Days: o.Days, DryRun: o.DryRun, Removed: []string{}, LeftAlone: []LeftAlone{}}
	if o.Days < 0 || o.Days > MaxSweepDays {
		return rep, fmt.Errorf("sweep: %d days: want 0 to %d", o.Days, MaxSweepDays)
	}
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return rep, storeErr("list", s.dir, plainErr(err))
	}
	cutoff := s.opts.Now().Add(-time.Duration(o.Days) * 24 * time.Hour)
	var stale []sweepEntry
	for i, e := range entries {
		if time.Since(start) > o.Deadline {
			rep.Deferred += len(entries) - i
			break
		}
		if pid, ok := leftoverPID(e.Name()); ok {
			if !processAlive(pid) {
				if o.DryRun || os.RemoveAll(filepath.Join(s.dir, e.Name())) == nil {
					rep.Leftovers = append(rep.Leftovers, e.Name())
				}
			}
			continue
		}
		if o.Days == 0 {
			continue
		}
		info, err := e.Info()
		if err != nil || !info.ModTime().Before(cutoff) {
			continue // gone since the listing, or used within the period
		}
		stale = append(stale, sweepEntry{name: e.Name(), mode: info.Mode(), mtime: info.ModTime()})
	}
	sort.Slice(stale, func(i, j int) bool { return stale[i].mtime.Before(stale[j].mtime) })
	for i, e := range stale {
		if ctx.Err() != nil || len(rep.Removed) >= o.Limit || time.Since(start) > o.Deadline {
			rep.Deferred += len(stale) - i
			break
		}
		files, last, why := s.examine(e)
		if why != "" {
			rep.LeftAlone = append(rep.LeftAlone, LeftAlone{Name: e.name, Why: why})
			continue
		}
		if !last.Before(cutoff) {
			continue // a file in it was written within the period
		}
		var size int64
		for _, f := range files {
			size += f.Size()
		}
		if !o.DryRun {
			gone, why, err := s.removeOutput(e.name, files)
			if err != nil {
				return rep, err
			}
			if why != "" {
				rep.LeftAlone = append(rep.LeftAlone, LeftAlone{Name: e.name, Why: why})
			}
			if !gone {
				continue
			}
		}
		rep.Removed = append(rep.Removed, e.name)
		rep.Bytes += size
	}
	if len(rep.Removed) > 0 && !o.DryRun {
		if err := syncDir(s.dir); err != nil {
			return rep, err
		}
	}
	return rep, ctx.Err()
}

// examine decides whether a stale entry is an output of ours. It returns the output's
// files and its last use, or why it is left alone.
func (s *Store) examine(e sweepEntry) (files []fs.FileInfo, last time.Time, why string) {
	switch {
	case e.mode&fs.ModeSymlink != 0:
		return nil, last, "a symbolic link"
	case e.mode.IsRegular():
		return nil, last, "a file, not an output's folder"
	case !e.mode.IsDir():
		return nil, last, "not a folder (" + describeMode(e.mode) + ")"
	case !ValidID(e.name):
		return nil, last, "a folder whose name is not an output id"
	}
	dir := filepath.Join(s.dir, e.name)
	// A folder of ours holds two entries; reading three is enough to know it is not.
	names, err := readNames(dir)
	if err != nil {
		return nil, last, "cannot be read: " + plainErr(err).Error()
	}
	if why := foreignOwner(e.name, dir); why != "" {
		return nil, last, why
	}
	if st, err := os.Lstat(dir); err == nil {
		last = st.ModTime()
	}
	hasRecord := false
	for _, n := range names {
		st, err := os.Lstat(filepath.Join(dir, n))
		switch {
		case err != nil:
			return nil, last, "cannot be read: " + plainErr(err).Error()
		case st.Mode()&fs.ModeSymlink != 0:
			return nil, last, fmt.Sprintf("holds a symbolic link %q", n)
		case st.IsDir():
			return nil, last, fmt.Sprintf("holds a folder %q", n)
		case n != logFile && n != recordFile:
			return nil, last, fmt.Sprintf("holds a file wisptriage does not write (%q)", n)
		case !st.Mode().IsRegular():
			return nil, last, fmt.Sprintf("holds %q, which is not a regular file", n)
		}
		if why := foreignOwner(n, filepath.Join(dir, n)); why != "" {
			return nil, last, why
		}
		hasRecord = hasRecord || n == recordFile
		if st.ModTime().After(last) {
			last = st.ModTime()
		}
		files = append(files, st)
	}
	if !hasRecord {
		return nil, last, "holds no record.json, so it is not a stored output"
	}
	return files, last, ""
}

// foreignOwner says why an entry owned by another user is not ours to remove.
func foreignOwner(name, path string) string {
	st, err := os.Lstat(path)
	if err != nil {
		return ""
	}
	if sys, ok := st.Sys().(*syscall.Stat_t); ok && int(sys.Uid) != os.Geteuid() {
		return fmt.Sprintf("%s is owned by uid %d, not by this user", name, sys.Uid)
	}
	return ""
}

// removeOutput removes one output: first renamed out of view, so it is never listed half
// removed, then exactly the files examined, then the folder, which fails if anything
// appeared in it meanwhile (it is then put back and left alone).
func (s *Store) removeOutput(id string, files []fs.FileInfo) (gone bool, why string, err error) {
	dir := filepath.Join(s.dir, id)
	doomed := filepath.Join(s.dir, fmt.Sprintf("%srm-%s-%d", tmpPrefix, id, os.Getpid()))
	if err := os.Rename(dir, doomed); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return false, "", nil // another sweep or rm took it
		}
		return false, "", storeErr("remove", id, plainErr(err))
	}
	// Look again now that no one else can reach it by its id.
	if names, err := readNames(doomed); err != nil || !subset(names, files) {
		if os.Rename(doomed, dir) == nil {
			return false, "changed while it was swept; put back", nil
		}
		return false, "", storeErr("remove", id, errors.New("changed while it was swept and could not be put back"))
	}
	for _, f := range files {
		if err := os.Remove(filepath.Join(doomed, f.Name())); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return false, "", storeErr("remove", id, plainErr(err))
		}
	}
	if err := os.Remove(doomed); err != nil {
		if os.Rename(doomed, dir) == nil {
			return false, "changed while it was swept; put back", nil
		}
		return false, "", storeErr("remove", id, plainErr(err))
	}
	return true, "", nil
}

// readNames lists at most three names in dir: enough to tell an output's folder.
func readNames(dir string) ([]string, error) {
	d, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	names, err := d.Readdirnames(3)
	if errors.Is(err, io.EOF) {
		err = nil
	}
	return names, err
}

func subset(names []string, files []fs.FileInfo) bool {
	for _, n := range names {
		found := false
		for _, f := range files {
			found = found || f.Name() == n
		}
		if !found {
			return false
		}
	}
	return true
}
