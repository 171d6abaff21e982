package ingest

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// syncBuffer is a live writer the test reads while the command runs.
type syncBuffer struct {
	mu      sync.Mutex
	b       bytes.Buffer
	onWrite func(string)
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	s.b.Write(p)
	text := s.b.String()
	s.mu.Unlock()
	if s.onWrite != nil {
		s.onWrite(text)
	}
	return len(p), nil
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func runIt(t *testing.T, s *Store, o RunOptions) (RunResult, string) {
	t.Helper()
	res, err := s.Run(context.Background(), o)
	require.NoError(t, err)
	return res, string(readStored(t, s, res.Record.ID))
}

func TestRunExitStatuses(t *testing.T) {
	s := testStore(t, Options{})
	dir := t.TempDir()
	noExec := filepath.Join(dir, "no-exec")
	require.NoError(t, os.WriteFile(noExec, []byte("echo hi\n"), 0o644))
	garbage := filepath.Join(dir, "garbage")
	require.NoError(t, os.WriteFile(garbage, []byte("\x7fELF\x00\x00"), 0o755))
	cases := []struct {
		name   string
		args   []string
		status int
		signal syscall.Signal
		stored string
	}{
		{"true", []string{"true"}, 0, 0, ""},
		{"false", []string{"false"}, 1, 0, ""},
		{"exit 3", []string{"sh", "-c", "echo out; exit 3"}, 3, 0, "out\n"},
		{"killed by SIGKILL", []string{"sh", "-c", "echo before; kill -9 $$"}, 128 + 9, syscall.SIGKILL, "before\n"},
		{"not found", []string{"wisptriage-no-such-command"}, 127, 0, "wisptriage run: wisptriage-no-such-command: command not found\n"},
		{"no such path", []string{"./no/such/file"}, 127, 0, "wisptriage run: ./no/such/file: command not found\n"},
		{"not executable", []string{noExec}, 126, 0, "wisptriage run: " + noExec + ": permission denied\n"},
		{"not a program", []string{garbage}, 126, 0, "wisptriage run: " + garbage + ": exec format error\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, stored := runIt(t, s, RunOptions{Args: c.args})
			assert.Equal(t, c.status, res.ExitStatus)
			assert.Equal(t, c.signal, res.Signal)
			require.NotNil(t, res.Record.ExitStatus, "the record keeps the status")
			assert.Equal(t, c.status, *res.Record.ExitStatus)
			assert.Equal(t, "run", res.Record.Source)
			assert.Equal(t, strings.Join(c.args, " "), res.Record.Command)
			assert.Equal(t, c.stored, stored)
			rec, err := s.Record(res.Record.ID)
			require.NoError(t, err)
			assert.Equal(t, c.status, *rec.ExitStatus, "record.json says it too")
			if c.signal != 0 {
				assert.Contains(t, res.Facts(), "killed by SIGKILL (signal 9)")
			}
		})
	}
}

func TestRunMergesStreamsInOrder(t *testing.T) {
	s := testStore(t, Options{})
	var live syncBuffer
	script := `for i in 1 2 3; do echo "out $i"; echo "err $i" >&2; done; printf 'no newline'`
	res, stored := runIt(t, s, RunOptions{Args: []string{"sh", "-c", script}, Live: &live})
	want := "out 1\nerr 1\nout 2\nerr 2\nout 3\nerr 3\nno newline"
	assert.Equal(t, want, stored)
	assert.Equal(t, want, live.String(), "shown unchanged, as it arrived")
	assert.Equal(t, 7, res.Record.Lines)
	assert.Equal(t, 0, res.ExitStatus)
	assert.Nil(t, res.Streams)
}

func TestRunSplitRendersBothStreams(t *testing.T) {
	s := testStore(t, Options{})
	cases := []struct {
		name    string
		script  string
		stored  string
		streams []Stream
	}{
		{"both", `echo o1; echo e1 >&2; echo o2; exit 2`,
			"exit status 2\nstdout:\no1\no2\nstderr:\ne1\n",
			[]Stream{{"stdout", 2, 3, 4, 6}, {"stderr", 5, 6, 6, 3}}},
		{"stdout without a last LF", `printf 'a\nb'; printf 'x' >&2`,
			"exit status 0\nstdout:\na\nb\nstderr:\nx\n",
			[]Stream{{"stdout", 2, 3, 4, 4}, {"stderr", 5, 6, 6, 2}}},
		{"empty stdout", `echo only >&2`,
			"exit status 0\nstdout:\nstderr:\nonly\n",
			[]Stream{{"stdout", 2, 3, 2, 0}, {"stderr", 3, 4, 4, 5}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out, errs syncBuffer
			res, stored := runIt(t, s, RunOptions{Args: []string{"sh", "-c", c.script}, Split: true, Live: &out, LiveErr: &errs})
			assert.Equal(t, c.stored, stored)
			assert.Equal(t, c.streams, res.Streams)
			assert.NotContains(t, out.String(), "stderr", "each stream is shown on its own writer")
		})
	}
	entries, err := os.ReadDir(s.Dir())
	require.NoError(t, err)
	for _, e := range entries {
		assert.False(t, strings.HasPrefix(e.Name(), tmpPrefix), "the spill files are removed: %s", e.Name())
	}
}

func TestRunSplitSpillsLargeOutputInBoundedMemory(t *testing.T) {
	s := testStore(t, Options{Workers: 2})
	const size = 24 * 3 << 20 // 72 MiB of whole 24-byte lines
	var peak atomic.Uint64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		// The heap marked live at each GC: what the run holds, not garbage not yet swept.
		sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		for {
			metrics.Read(sample)
			if v := sample[0].Value.Uint64(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	script := fmt.Sprintf("yes 'a line of the build log' | head -c %d; echo 'the one error' >&2", size)
	res, err := s.Run(context.Background(), RunOptions{Args: []string{"sh", "-c", script}, Split: true})
	close(stop)
	wg.Wait()
	require.NoError(t, err)
	require.Len(t, res.Streams, 2)
	assert.EqualValues(t, size, res.Streams[0].Bytes)
	assert.Equal(t, size/len("a line of the build log\n"), res.Streams[0].Lines())
	assert.Equal(t, Stream{"stderr", res.Streams[0].To + 1, res.Streams[0].To + 2, res.Streams[0].To + 2, 14}, res.Streams[1])
	assert.EqualValues(t, size+len("exit status 0\nstdout:\nstderr:\nthe one error\n"), res.Record.Bytes)
	assert.Less(t, peak.Load(), uint64(24<<20), "the heap never held the output")
	t.Logf("peak live heap: %d MiB for %d MiB of output", peak.Load()>>20, size>>20)
}

func TestRunStdinIsClosedUnlessGiven(t *testing.T) {
	s := testStore(t, Options{})
	_, stored := runIt(t, s, RunOptions{Args: []string{"sh", "-c", "cat; echo end"}})
	assert.Equal(t, "end\n", stored, "cat reads /dev/null, not the test's stdin")
	_, stored = runIt(t, s, RunOptions{Args: []string{"sh", "-c", "cat; echo end"}, Stdin: strings.NewReader("given\n")})
	assert.Equal(t, "given\nend\n", stored)
}

func TestRunCommandSeesOnlyThreeDescriptors(t *testing.T) {
	s := testStore(t, Options{})
	// Descriptors this process inherited without close-on-exec are not ours to close;
	// any it opened itself (the store, the pipes, the test's files) must not reach the
	// command.
	inherited := map[string]bool{}
	for fd := 3; fd < 1024; fd++ {
		flags, _, e := syscall.Syscall(syscall.SYS_FCNTL, uintptr(fd), syscall.F_GETFD, 0)
		if e == 0 && flags&syscall.FD_CLOEXEC == 0 {
			inherited[strconv.Itoa(fd)] = true
		}
	}
	held, err := os.Open(s.Dir())
	require.NoError(t, err)
	defer held.Close()
	for _, split := range []bool{false, true} {
		// ls lists its own descriptors: 0, 1, 2, and the one it reads the listing with.
		res, stored := runIt(t, s, RunOptions{Args: []string{"ls", "-1", "/proc/self/fd"}, Split: split})
		require.Equal(t, 0, res.ExitStatus, stored)
		if split {
			stored = stored[strings.Index(stored, "stdout:\n")+len("stdout:\n") : strings.Index(stored, "stderr:\n")]
		}
		fds := strings.Fields(stored)
		slices.SortFunc(fds, func(a, b string) int {
			x, _ := strconv.Atoi(a)
			y, _ := strconv.Atoi(b)
			return x - y
		})
		require.GreaterOrEqual(t, len(fds), 4, stored)
		assert.Equal(t, []string{"0", "1", "2"}, fds[:3])
		var extra []string
		for _, fd := range fds[3:] {
			if !inherited[fd] {
				extra = append(extra, fd)
			}
		}
		assert.Len(t, extra, 1, "only ls's own listing, none of ours (split %v): %v", split, fds)
	}
}

func TestRunCancelSignalsTheProcessGroupAndKeepsTheOutput(t *testing.T) {
	s := testStore(t, Options{})
	pidFile := filepath.Join(t.TempDir(), "pid")
	// The background sleep is in the command's process group: the group signal ends it.
	// The trap is set after the fork: a child forked with it set would catch a SIGTERM
	// that comes before its exec, and lose it there.
	script := fmt.Sprintf(`sleep 30 & echo $! > %s
trap 'echo got TERM; exit 143' TERM
echo ready
wait`, pidFile)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	live := &syncBuffer{onWrite: func(text string) {
		if strings.Contains(text, "ready") {
			cancel()
		}
	}}
	start := time.Now()
	res, err := s.Run(ctx, RunOptions{Args: []string{"sh", "-c", script}, Live: live, Grace: 2 * time.Second})
	require.NoError(t, err)
	assert.Less(t, time.Since(start), 5*time.Second)
	assert.Equal(t, "ready\ngot TERM\n", string(readStored(t, s, res.Record.ID)), "the output up to then is kept")
	assert.Equal(t, 143, res.ExitStatus)
	assert.True(t, res.Interrupted)
	assert.Equal(t, []syscall.Signal{syscall.SIGTERM}, res.Sent)
	assert.Contains(t, strings.Join(res.Facts(), "; "), "interrupted: SIGTERM (signal 15) forwarded to the command's process group")
	b, err := os.ReadFile(pidFile)
	require.NoError(t, err)
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	require.NoError(t, err)
	assert.Eventually(t, func() bool { return !running(pid) }, 3*time.Second, 10*time.Millisecond,
		"the background sleep got the group's signal")
}

// running reports whether pid is a live process (not gone, not a zombie left for init).
func running(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return syscall.Kill(pid, 0) == nil
	}
	i := bytes.LastIndexByte(b, ')')
	return i < 0 || i+2 >= len(b) || b[i+2] != 'Z'
}

func TestRunForwardsSignalsAndKillsAfterTheGrace(t *testing.T) {
	s := testStore(t, Options{})
	sigs := make(chan os.Signal, 1)
	// SIGINT ends the shell through its trap; the background sleep ignores SIGINT (as
	// sh's background jobs do) and is killed when the grace is over.
	script := `trap 'echo got INT; exit 130' INT; sleep 30 & echo ready; wait`
	var once sync.Once
	live := &syncBuffer{onWrite: func(text string) {
		if strings.Contains(text, "ready") {
			once.Do(func() { sigs <- os.Interrupt })
		}
	}}
	start := time.Now()
	res, err := s.Run(context.Background(), RunOptions{Args: []string{"sh", "-c", script}, Live: live, Signals: sigs,
		Grace: 300 * time.Millisecond})
	require.NoError(t, err)
	assert.Less(t, time.Since(start), 5*time.Second)
	assert.Equal(t, 130, res.ExitStatus)
	assert.Equal(t, []syscall.Signal{syscall.SIGINT, syscall.SIGKILL}, res.Sent)
	assert.Equal(t, "ready\ngot INT\n", string(readStored(t, s, res.Record.ID)))
}

func TestRunTimeout(t *testing.T) {
	s := testStore(t, Options{})
	cases := []struct {
		name   string
		script string
		sent   []syscall.Signal
	}{
		{"ends on SIGTERM", `echo start; sleep 30`, []syscall.Signal{syscall.SIGTERM}},
		{"ignores SIGTERM", `trap '' TERM; echo start; sleep 30`, []syscall.Signal{syscall.SIGTERM, syscall.SIGKILL}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			res, stored := runIt(t, s, RunOptions{Args: []string{"sh", "-c", c.script}, Timeout: 300 * time.Millisecond,
				Grace: 300 * time.Millisecond})
			assert.Less(t, time.Since(start), 5*time.Second)
			assert.Equal(t, "start\n", stored)
			assert.True(t, res.TimedOut)
			assert.Equal(t, StatusTimedOut, res.ExitStatus)
			assert.Equal(t, StatusTimedOut, *res.Record.ExitStatus)
			assert.Equal(t, c.sent, res.Sent)
			assert.Contains(t, res.Facts()[0], "timed out after 300ms: SIGTERM (signal 15)")
			assert.Equal(t, "exit status 124 (timed out after 300ms)", res.StatusLine())
		})
	}
}

func TestRunOddOutputs(t *testing.T) {
	s := testStore(t, Options{})
	cases := []struct {
		name     string
		script   string
		stored   string
		status   int
		lingered bool
		linger   time.Duration
	}{
		{"binary and invalid UTF-8", `printf '\377\376\000abc\n\200\300'`, "\xff\xfe\x00abc\n\x80\xc0", 0, false, 0},
		{"closes its output early", `echo a; exec >&- 2>&-; sleep 0.3; exit 4`, "a\n", 4, false, 0},
		{"closes stdout, goes on on stderr", `echo a; exec >&-; echo b >&2`, "a\nb\n", 0, false, 0},
		{"a background child writes, then exits", `(sleep 0.2; echo late) & echo early`, "early\nlate\n", 0, false, 3 * time.Second},
		{"a background child holds the pipe", `sleep 30 & echo early`, "early\n", 0, true, 500 * time.Millisecond},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			res, stored := runIt(t, s, RunOptions{Args: []string{"sh", "-c", c.script}, Linger: c.linger})
			assert.Less(t, time.Since(start), 5*time.Second)
			assert.Equal(t, c.stored, stored)
			assert.Equal(t, c.status, res.ExitStatus)
			assert.Equal(t, c.lingered, res.Lingered)
			if c.lingered {
				assert.Contains(t, res.Facts(), "a process the command left running held its output open: reading stopped 500ms after the command exited")
				// The sleep is still in the command's group; end it.
				syscall.Kill(-res.PID, syscall.SIGKILL)
			}
		})
	}
}

func BenchmarkRun(b *testing.B) {
	s := testStore(b, Options{})
	const size = 64 << 20
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		res, err := s.Run(context.Background(), RunOptions{Args: []string{"sh", "-c", fmt.Sprintf("yes 'log line' | head -c %d", size)}})
		if err != nil || res.Record.Bytes != size {
			b.Fatal(err, res.Record.Bytes)
		}
		s.Remove(res.Record.ID)
	}
}

func TestRunSplitPastTheCeiling(t *testing.T) {
	s := testStore(t, Options{Ceiling: 1 << 20, FrameSize: 64 << 10})
	script := `yes 'a line of output' | head -n 200000; echo boom >&2`
	res, err := s.Run(context.Background(), RunOptions{Args: []string{"sh", "-c", script}, Split: true})
	require.NoError(t, err)
	require.NotNil(t, res.Record.Cut)
	log, err := s.OpenLog(res.Record.ID)
	require.NoError(t, err)
	defer log.Close()
	at := func(n int) string {
		var text string
		require.NoError(t, log.Range(context.Background(), n, n, func(r Row) error { text = string(r.Text); return nil }))
		return text
	}
	out, errs := res.Streams[0], res.Streams[1]
	assert.Equal(t, "stdout:", at(out.Title))
	assert.Equal(t, "a line of output", at(out.From))
	assert.Equal(t, "a line of output", at(out.To))
	assert.Equal(t, "stderr:", at(errs.Title))
	assert.Equal(t, "boom", at(errs.From))
	assert.Equal(t, log.Lines, errs.To)
	assert.Contains(t, at(res.Record.Cut.Line), "the ceiling of 1 MiB cut")
}
