package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testNow is the clock wt gives the app; file times are set relative to it.
func testNow() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }

// wtWith runs the real app like wt, with stdin as a reader and the given environment.
func wtWith(t *testing.T, store string, stdin io.Reader, vars map[string]string, args ...string) run {
	t.Helper()
	var out, errb bytes.Buffer
	n := 0
	env := Env{Stdin: stdin, Stdout: &out, Stderr: &errb, Getenv: func(k string) string { return vars[k] },
		Now: testNow, NewID: func() string { n++; return fmt.Sprintf("with%04d", n) }}
	err := runApp(context.Background(), newApp(env), append([]string{"wisptriage", "--store", store}, args...))
	return run{code: exitCode(err, &errb), stdout: out.String(), stderr: errb.String()}
}

// ageOutput sets an output's folder and files to have been last used d before testNow.
func ageOutput(t *testing.T, store, id string, d time.Duration) {
	t.Helper()
	when := testNow().Add(-d)
	for _, p := range []string{"log.zst", "record.json", ""} {
		require.NoError(t, os.Chtimes(filepath.Join(store, id, p), when, when))
	}
}

func ingestID(t *testing.T, store, text string) string {
	t.Helper()
	r := wtWith(t, store, strings.NewReader(text), nil, "--format", "json", "ingest", "-")
	require.Equal(t, 0, r.code, r.stderr)
	var res []struct{ ID string }
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &res))
	return res[0].ID
}

func TestSweepCommand(t *testing.T) {
	store := filepath.Join(t.TempDir(), "store")
	a := ingestID(t, store, "a\n")
	b := ingestID(t, store, "b\n")
	keep := ingestID(t, store, "kept\n")
	ageOutput(t, store, a, 40*24*time.Hour)
	ageOutput(t, store, b, 50*24*time.Hour)
	ageOutput(t, store, keep, 5*24*time.Hour)

	r := wtWith(t, store, nil, nil, "sweep", "--dry-run")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "would remove 2 outputs unused for more than 30 days")
	assert.Contains(t, r.stdout, b+", "+a, "oldest first")

	r = wtWith(t, store, nil, map[string]string{"WISPTRIAGE_DAYS": "45"}, "--format", "json", "sweep", "--days", "45")
	require.Equal(t, 0, r.code, r.stderr)
	var rep struct {
		Days     int
		Removed  []string
		Bytes    int64
		Deferred int
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &rep))
	assert.Equal(t, 45, rep.Days)
	assert.Equal(t, []string{b}, rep.Removed)
	assert.Positive(t, rep.Bytes)

	r = wtWith(t, store, nil, nil, "sweep")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "removed 1 output unused for more than 30 days ("+strings.SplitN(strings.SplitN(r.stdout, "(", 2)[1], ")", 2)[0]+"): "+a+"\n", r.stdout)
	r = wtWith(t, store, nil, nil, "sweep")
	assert.Equal(t, "no output is unused for more than 30 days\n", r.stdout)
	r = wtWith(t, store, nil, nil, "ls")
	assert.Contains(t, r.stdout, keep)

	for _, bad := range [][]string{{"sweep", "--days", "-1"}, {"sweep", "--days", "4000"}, {"sweep", "extra"}} {
		r = wtWith(t, store, nil, nil, bad...)
		assert.Equal(t, 2, r.code, "%v: %s", bad, r.stderr)
	}
}

// TestIngestSweepsAtStart: a writing command sweeps the bounded way first, says so with
// --verbose and in its JSON, and says nothing when nothing was swept.
func TestIngestSweepsAtStart(t *testing.T) {
	store := filepath.Join(t.TempDir(), "store")
	old := ingestID(t, store, "old\n")
	ageOutput(t, store, old, 31*24*time.Hour)

	// WISPTRIAGE_DAYS=0 never sweeps.
	r := wtWith(t, store, strings.NewReader("x\n"), map[string]string{"WISPTRIAGE_DAYS": "0"}, "--verbose", "ingest", "-")
	require.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stderr, "sweep")
	r = wtWith(t, store, strings.NewReader("x\n"), map[string]string{"WISPTRIAGE_DAYS": "soon"}, "ingest", "-")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "WISPTRIAGE_DAYS")

	r = wtWith(t, store, strings.NewReader("new\n"), nil, "--verbose", "--format", "json", "ingest", "-")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stderr, "wisptriage: sweep: removed 1 output unused for more than 30 days")
	assert.Contains(t, r.stderr, old)
	var res []map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &res))
	sweep, ok := res[0]["sweep"].(map[string]any)
	require.True(t, ok, "the JSON says what the sweep removed: %s", r.stdout)
	assert.Equal(t, []any{old}, sweep["removed"])

	r = wtWith(t, store, strings.NewReader("again\n"), nil, "--verbose", "--format", "json", "ingest", "-")
	require.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stderr, "sweep")
	assert.NotContains(t, r.stdout, `"sweep"`, "no sweep field when nothing was swept")
}

func TestDoctorCommand(t *testing.T) {
	store := filepath.Join(t.TempDir(), "store")
	a := ingestID(t, store, strings.Repeat("a line\n", 5000))
	b := ingestID(t, store, "b\n")
	ageOutput(t, store, b, 40*24*time.Hour)
	require.NoError(t, os.Symlink(t.TempDir(), filepath.Join(store, "somelink")))
	require.NoError(t, exec.Command("touch", "-h", "-d", testNow().Add(-60*24*time.Hour).Format(time.RFC3339), filepath.Join(store, "somelink")).Run())

	r := wtWith(t, store, nil, nil, "doctor", "--verify")
	require.Equal(t, 0, r.code, r.stderr)
	for _, want := range []string{"store:      " + store + " (permissions 0700", "outputs:    2,",
		"would remove 1 output unused for more than 30 days", b, "left alone somelink: a symbolic link",
		"verified:   2 of 2 outputs", "status:     sound"} {
		assert.Contains(t, r.stdout, want)
	}
	assert.DirExists(t, filepath.Join(store, b), "doctor removes nothing")

	// Damage one output: doctor --verify names it and exits 3; JSON says the same.
	path := filepath.Join(store, a, "log.zst")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	data[len(data)/3] ^= 0xff
	require.NoError(t, os.WriteFile(path, data, 0o600))
	r = wtWith(t, store, nil, nil, "doctor")
	assert.Equal(t, 0, r.code, "without --verify only the index is checked: %s", r.stdout)
	r = wtWith(t, store, nil, nil, "doctor", "--verify")
	assert.Equal(t, 3, r.code)
	assert.Contains(t, r.stdout, "damaged:    "+a)
	assert.Contains(t, r.stderr, "1 damaged output(s)")
	r = wtWith(t, store, nil, nil, "--format", "json", "doctor", "--verify")
	assert.Equal(t, 3, r.code)
	var h struct {
		Outputs, Verified int
		Damaged           []struct{ ID, Why string }
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &h))
	assert.Equal(t, 2, h.Outputs)
	assert.Equal(t, 1, h.Verified)
	require.Len(t, h.Damaged, 1)
	assert.Equal(t, a, h.Damaged[0].ID)

	// A log cut short is found without reading it whole.
	require.NoError(t, os.WriteFile(path, data[:len(data)/2], 0o600))
	r = wtWith(t, store, nil, nil, "doctor")
	assert.Equal(t, 3, r.code)
	assert.Contains(t, r.stdout, "damaged:    "+a)
}

// peakHeap runs fn and returns the most heap its objects used at once above the start.
func peakHeap(fn func()) uint64 {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 { metrics.Read(sample); return sample[0].Value.Uint64() }
	base := read()
	done, peak := make(chan struct{}), make(chan uint64)
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
	if p := <-peak; p > base {
		return p - base
	}
	return 0
}

// lineReader yields n bytes of one line with no newline, without holding them.
type lineReader struct{ n, off int64 }

func (r *lineReader) Read(p []byte) (int, error) {
	if r.off >= r.n {
		return 0, io.EOF
	}
	p = p[:min(int64(len(p)), r.n-r.off)]
	for i := range p {
		p[i] = "0123456789abcdef"[(r.off+int64(i))%16]
	}
	r.off += int64(len(p))
	return len(p), nil
}

// TestHostileInputThroughTheCommand: what a user sees for each hostile input, through the
// whole command (store, view, note), with the memory of the 100 MiB line and the zstd bomb
// measured.
func TestHostileInputThroughTheCommand(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, b, 0o600))
		return p
	}
	enc, _ := zstd.NewWriter(nil)
	zst := enc.EncodeAll(bytes.Repeat([]byte("zstd line\n"), 100_000), nil)

	t.Run("refused with exit 2", func(t *testing.T) {
		for _, c := range []struct{ path, msg string }{
			{"/dev/null", "a device"},
			{write("trunc.zst", zst[:len(zst)/2]), "zstd"},
		} {
			r := wtWith(t, filepath.Join(t.TempDir(), "s"), nil, nil, "ingest", c.path)
			assert.Equal(t, 2, r.code, r.stderr)
			assert.Contains(t, r.stderr, c.msg)
		}
	})
	t.Run("kept with exit 0", func(t *testing.T) {
		for name, b := range map[string][]byte{
			"empty":     nil,
			"binary":    bytes.Repeat([]byte{0, 0xff, 0x1b, '[', 0x9b, 0xc3}, 100_000),
			"bad utf-8": bytes.Repeat([]byte("\xff\xfe\xed\xa0\x80 text\n"), 10_000),
			"escapes":   bytes.Repeat([]byte("\x1b]0;title\x07\x1b[31mred\x1b[0m\r\x1b[2K"), 100_000),
		} {
			r := wtWith(t, filepath.Join(t.TempDir(), "s"), nil, nil, "--format", "json", "ingest", write(name, b))
			require.Equal(t, 0, r.code, "%s: %s", name, r.stderr)
			var res []struct {
				Bytes int64
				View  string
			}
			require.NoError(t, json.Unmarshal([]byte(r.stdout), &res), name)
			assert.EqualValues(t, len(b), res[0].Bytes, name)
			assert.LessOrEqual(t, len(res[0].View), 4096, name)
		}
	})
	big := int64(100 << 20)
	if raceOn {
		big = 8 << 20
	}
	t.Run("a 100 MiB line", func(t *testing.T) {
		var r run
		peak := peakHeap(func() {
			r = wtWith(t, filepath.Join(t.TempDir(), "s"), &lineReader{n: big}, nil, "--format", "json", "ingest", "-")
		})
		require.Equal(t, 0, r.code, r.stderr)
		var res []struct {
			Bytes int64
			Lines int
			View  string
		}
		require.NoError(t, json.Unmarshal([]byte(r.stdout), &res))
		assert.EqualValues(t, big, res[0].Bytes)
		assert.Equal(t, 1, res[0].Lines)
		assert.LessOrEqual(t, len(res[0].View), 4096)
		t.Logf("ingest of a %d MiB line: peak heap %.1f MiB", big>>20, float64(peak)/(1<<20))
		if !raceOn {
			assert.Less(t, peak, uint64(64<<20))
		}
	})
	t.Run("a zstd bomb past the ceiling", func(t *testing.T) {
		var bomb bytes.Buffer
		zw, _ := zstd.NewWriter(&bomb, zstd.WithEncoderLevel(zstd.SpeedFastest))
		_, err := io.Copy(zw, io.LimitReader(&lineReader{n: 1 << 40}, big*2))
		require.NoError(t, err)
		require.NoError(t, zw.Close())
		path := write("bomb.zst", bomb.Bytes())
		var r run
		peak := peakHeap(func() {
			r = wtWith(t, filepath.Join(t.TempDir(), "s"), nil, nil, "--ceiling", "1048576", "--format", "json", "ingest", path)
		})
		require.Equal(t, 0, r.code, r.stderr)
		var res []struct {
			Bytes      int64
			TotalBytes int64 `json:"total_bytes"`
			Cut        *struct{ Bytes int64 }
			View       string
		}
		require.NoError(t, json.Unmarshal([]byte(r.stdout), &res))
		require.NotNil(t, res[0].Cut, "the cut is stated")
		assert.EqualValues(t, big*2, res[0].TotalBytes)
		assert.Contains(t, res[0].View, "ceiling")
		t.Logf("zstd bomb of %d bytes into %d MiB: peak heap %.1f MiB", bomb.Len(), big*2>>20, float64(peak)/(1<<20))
		if !raceOn {
			assert.Less(t, peak, uint64(64<<20))
		}
	})
	t.Run("a store on a full disk", func(t *testing.T) {
		mnt := filepath.Join(t.TempDir(), "mnt")
		require.NoError(t, os.Mkdir(mnt, 0o700))
		if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", mnt).CombinedOutput(); err != nil {
			t.Skipf("cannot mount a small tmpfs here (%v: %s); CI runs this as root", err, out)
		}
		t.Cleanup(func() { exec.Command("umount", mnt).Run() })
		noise := make([]byte, 3<<20) // incompressible, so it cannot fit in 1 MiB
		rng := rand.New(rand.NewPCG(1, 1))
		for i := range noise {
			noise[i] = byte(rng.Uint32())
		}
		r := wtWith(t, filepath.Join(mnt, "s"), bytes.NewReader(noise), nil, "ingest", "-")
		assert.Equal(t, 3, r.code, r.stderr)
		assert.Contains(t, r.stderr, "no space left on device")
		r = wtWith(t, filepath.Join(mnt, "s"), nil, nil, "ls")
		assert.Equal(t, "the store is empty\n", r.stdout)
	})
	t.Run("a store of another user", func(t *testing.T) {
		if os.Geteuid() != 0 {
			t.Skip("chown needs root; CI runs this as root")
		}
		store := filepath.Join(t.TempDir(), "s")
		require.NoError(t, os.Mkdir(store, 0o700))
		require.NoError(t, os.Chown(store, 65534, 65534))
		r := wtWith(t, store, strings.NewReader("x\n"), nil, "ingest", "-")
		assert.Equal(t, 3, r.code)
		assert.Contains(t, r.stderr, "owned by uid 65534")
	})
	t.Run("a store open to others", func(t *testing.T) {
		store := filepath.Join(t.TempDir(), "s")
		require.NoError(t, os.Mkdir(store, 0o700))
		require.NoError(t, os.Chmod(store, 0o777))
		r := wtWith(t, store, strings.NewReader("x\n"), nil, "--verbose", "ingest", "-")
		assert.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, r.stderr, "permissions were -rwxrwxrwx, set to 0700")
		st, err := os.Stat(store)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o700), st.Mode().Perm())
	})
}
