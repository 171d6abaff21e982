package ingest

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// DoctorOptions set a health check of the store.
type DoctorOptions struct {
	Days   int  // the sweep's setting, to say what the next sweep would remove
	Verify bool // read every output whole and check its SHA-256 and frame index
}

// Health is what doctor finds in the store.
type Health struct {
	Dir       string      `json:"dir"`
	Mode      string      `json:"mode"` // the store directory's permissions, as 0700
	UID       int         `json:"uid"`
	Repaired  []string    `json:"repaired"` // what opening the store fixed
	Outputs   int         `json:"outputs"`
	Bytes     int64       `json:"bytes"`  // on disk, of the outputs
	Stored    int64       `json:"stored"` // their bytes uncompressed
	NextSweep SweepReport `json:"next_sweep"`
	Leftovers []string    `json:"leftovers"` // temp folders of interrupted writes
	Writing   []string    `json:"writing"`   // temp folders of writes in progress
	Verified  int         `json:"verified"`  // outputs read whole and found sound (--verify)
	Damaged   []Damage    `json:"damaged"`
}

// Damage names a stored output that fails a check, and how.
type Damage struct {
	ID  string `json:"id"`
	Why string `json:"why"`
}

// Err is nil when the store is sound, else an error wrapping ErrStore that counts the
// damaged outputs.
func (h Health) Err() error {
	if len(h.Damaged) == 0 {
		return nil
	}
	return storeErr("doctor", h.Dir, fmt.Errorf("%d damaged output(s): %s", len(h.Damaged), h.Damaged[0].ID))
}

// Doctor checks the store: its permissions, its outputs and their size, what the next
// sweep would remove or leave alone, and the leftovers of interrupted writes. Every
// output's record and frame index is checked against its file; with o.Verify every output
// is also read whole and hashed. It removes nothing.
func (s *Store) Doctor(ctx context.Context, o DoctorOptions) (Health, error) {
	h := Health{Dir: s.dir, Repaired: append([]string{}, s.Repaired...), Leftovers: []string{}, Writing: []string{},
		Damaged: []Damage{}}
	st, err := os.Stat(s.dir)
	if err != nil {
		return h, storeErr("stat", s.dir, plainErr(err))
	}
	h.Mode = fmt.Sprintf("%04o", st.Mode().Perm())
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		h.UID = int(sys.Uid)
	}
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return h, storeErr("list", s.dir, plainErr(err))
	}
	for _, e := range entries {
		if err := ctx.Err(); err != nil {
			return h, err
		}
		if pid, ok := leftoverPID(e.Name()); ok {
			if processAlive(pid) {
				h.Writing = append(h.Writing, e.Name())
			} else {
				h.Leftovers = append(h.Leftovers, e.Name())
			}
			continue
		}
		if !e.IsDir() || !ValidID(e.Name()) {
			continue // not an output; the sweep's report names what is stale
		}
		why := s.checkOutput(ctx, e.Name(), o.Verify, &h)
		if why != "" {
			h.Damaged = append(h.Damaged, Damage{ID: e.Name(), Why: why})
		}
	}
	h.NextSweep, err = s.Sweep(ctx, SweepOptions{Days: o.Days, DryRun: true})
	if err != nil {
		return h, err
	}
	return h, nil
}

// checkOutput checks one output, counting it into h; it returns why it is damaged, or "".
func (s *Store) checkOutput(ctx context.Context, id string, verify bool, h *Health) string {
	dir := filepath.Join(s.dir, id)
	if _, err := os.Stat(filepath.Join(dir, recordFile)); err != nil {
		return "" // no record: not an output (an unexpected folder), which the sweep reports
	}
	h.Outputs++
	_ = filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			if info, err := d.Info(); err == nil {
				h.Bytes += info.Size()
			}
		}
		return nil
	})
	l, err := s.OpenLog(id)
	if err != nil {
		return err.Error()
	}
	defer l.Close()
	h.Stored += l.Bytes
	if !verify {
		return ""
	}
	if err := l.Verify(ctx); err != nil {
		return err.Error()
	}
	h.Verified++
	return ""
}
