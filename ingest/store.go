package ingest

import (
	"crypto/rand"
	"encoding/base32"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Defaults for Options.
const (
	DefaultCeiling   = 1 << 30
	DefaultFrameSize = 1 << 20
)

const (
	logFile    = "log.zst"
	recordFile = "record.json"
	tmpPrefix  = ".tmp-"
)

// idPattern is what an id may look like: short, lower-case, safe as a path element.
var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{2,39}$`)

// Options configure a Store. The zero value means the documented defaults.
type Options struct {
	Ceiling   int64            // bytes kept of one output; past it the middle is cut (default 1 GiB)
	FrameSize int              // raw bytes per zstd frame (default 1 MiB)
	Workers   int              // compressing goroutines (default GOMAXPROCS)
	Now       func() time.Time // the clock (default time.Now)
	NewID     func() string    // the id source (default 8 random base32 characters)
}

// Store is a directory of stored outputs, one folder per output, user-only.
type Store struct {
	dir  string
	opts Options
	// Repaired names what Open fixed, such as permissions that were open to others.
	Repaired []string
}

// Open opens the store at dir, creating it (0700) when missing.
func Open(dir string, opts Options) (*Store, error) {
	if opts.Ceiling <= 0 {
		opts.Ceiling = DefaultCeiling
	}
	if opts.FrameSize <= 0 {
		opts.FrameSize = DefaultFrameSize
	}
	// Frames of at most a sixteenth of the ceiling, so a cut output keeps within it.
	opts.FrameSize = max(1, min(opts.FrameSize, int(opts.Ceiling/16)))
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.NewID == nil {
		opts.NewID = randomID
	}
	if dir == "" {
		return nil, storeErr("open", dir, errors.New("no store directory"))
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, storeErr("create", dir, plainErr(err))
	}
	st, err := os.Stat(dir)
	if err != nil {
		return nil, storeErr("open", dir, plainErr(err))
	}
	if !st.IsDir() {
		return nil, storeErr("open", dir, errors.New("not a directory"))
	}
	s := &Store{dir: dir, opts: opts}
	if st.Mode().Perm()&0o077 != 0 {
		if err := os.Chmod(dir, 0o700); err != nil {
			return nil, storeErr("open", dir, fmt.Errorf("permissions %v are open to others and cannot be fixed: %w", st.Mode().Perm(), plainErr(err)))
		}
		s.Repaired = append(s.Repaired, fmt.Sprintf("%s: permissions were %v, set to 0700", dir, st.Mode().Perm()))
	}
	if sys, ok := st.Sys().(*syscall.Stat_t); ok && int(sys.Uid) != os.Geteuid() {
		return nil, storeErr("open", dir, fmt.Errorf("owned by uid %d, not by this user (uid %d)", sys.Uid, os.Geteuid()))
	}
	return s, nil
}

// Dir is the store's directory.
func (s *Store) Dir() string { return s.dir }

func randomID() string {
	var b [5]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand never fails on Linux; a failure means the system is broken
	}
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))
}

// ValidID reports whether id has the shape of a stored output's id.
func ValidID(id string) bool { return idPattern.MatchString(id) }

// Record reads the record of a stored output.
func (s *Store) Record(id string) (Record, error) {
	var rec Record
	if !ValidID(id) {
		return rec, fmt.Errorf("%q: %w", id, ErrNotFound)
	}
	b, err := os.ReadFile(filepath.Join(s.dir, id, recordFile))
	if errors.Is(err, fs.ErrNotExist) {
		return rec, fmt.Errorf("%s: %w in %s", id, ErrNotFound, s.dir)
	}
	if err != nil {
		return rec, storeErr("read", id, plainErr(err))
	}
	if err := json.Unmarshal(b, &rec); err != nil {
		return rec, storeErr("read", filepath.Join(s.dir, id, recordFile), err)
	}
	if rec.ID != id {
		return rec, storeErr("read", filepath.Join(s.dir, id, recordFile), fmt.Errorf("the record names id %q", rec.ID))
	}
	return rec, nil
}

// List returns the records of every complete output, oldest first. Folders that are not
// outputs (leftovers of an interrupted write, foreign files) are skipped.
func (s *Store) List() ([]Record, error) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return nil, storeErr("list", s.dir, plainErr(err))
	}
	var recs []Record
	for _, e := range entries {
		if !e.IsDir() || !ValidID(e.Name()) {
			continue
		}
		rec, err := s.Record(e.Name())
		if err != nil {
			continue
		}
		recs = append(recs, rec)
	}
	sort.Slice(recs, func(i, j int) bool { return recs[i].Created.Before(recs[j].Created) })
	return recs, nil
}

// Remove deletes a stored output.
func (s *Store) Remove(id string) error {
	if _, err := s.Record(id); err != nil {
		return err
	}
	// Rename first so a half-removed output is never listed.
	doomed := filepath.Join(s.dir, fmt.Sprintf("%srm-%s-%d", tmpPrefix, id, os.Getpid()))
	if err := os.Rename(filepath.Join(s.dir, id), doomed); err != nil {
		return storeErr("remove", id, plainErr(err))
	}
	if err := os.RemoveAll(doomed); err != nil {
		return storeErr("remove", id, plainErr(err))
	}
	return syncDir(s.dir)
}

// CleanLeftovers removes what interrupted writes left behind: temporary folders whose
// writing process is gone. It returns their names.
func (s *Store) CleanLeftovers() ([]string, error) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return nil, storeErr("list", s.dir, plainErr(err))
	}
	var removed []string
	for _, e := range entries {
		pid, ok := leftoverPID(e.Name())
		if !ok || processAlive(pid) {
			continue
		}
		if err := os.RemoveAll(filepath.Join(s.dir, e.Name())); err == nil {
			removed = append(removed, e.Name())
		}
	}
	return removed, nil
}

// Leftovers names the temporary folders of interrupted writes, without removing them.
func (s *Store) Leftovers() ([]string, error) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return nil, storeErr("list", s.dir, plainErr(err))
	}
	var out []string
	for _, e := range entries {
		if pid, ok := leftoverPID(e.Name()); ok && !processAlive(pid) {
			out = append(out, e.Name())
		}
	}
	return out, nil
}

// leftoverPID reads the writer's pid from a temporary folder's name (.tmp-<id>-<pid>).
func leftoverPID(name string) (int, bool) {
	if !strings.HasPrefix(name, tmpPrefix) {
		return 0, false
	}
	i := strings.LastIndexByte(name, '-')
	pid, err := strconv.Atoi(name[i+1:])
	if err != nil || pid <= 0 {
		return 0, false
	}
	return pid, true
}

func processAlive(pid int) bool {
	if pid == os.Getpid() {
		return true
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return storeErr("sync", dir, plainErr(err))
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, syscall.ENOTSUP) {
		return storeErr("sync", dir, plainErr(err))
	}
	return nil
}
