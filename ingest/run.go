package ingest

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Defaults and conventions of Store.Run.
const (
	// DefaultGrace is the time between SIGTERM (or a forwarded signal) and SIGKILL.
	DefaultGrace = 5 * time.Second
	// DefaultLinger bounds how long the output is read after the command exits, when a
	// process it left running still holds the pipe open.
	DefaultLinger = 2 * time.Second
	// StatusTimedOut is the exit status recorded for a command stopped by its timeout, as
	// GNU timeout(1) reports it.
	StatusTimedOut = 124
	// StatusCannotRun and StatusNotFound are the shell's statuses for a command that
	// could not be executed and one that does not exist.
	StatusCannotRun = 126
	StatusNotFound  = 127
)

// drainMax bounds what is read, without waiting, once the linger after the exit is over:
// the pipe's buffer, not a background writer that never stops.
const drainMax = 1 << 20

// streamName names a split run's stream i, in the order they are stored.
func streamName(i int) string { return [...]string{"stdout", "stderr"}[i] }

// spillBuffer is the write buffer of each stream's spill file in a split run.
const spillBuffer = 64 << 10

// RunOptions configure Store.Run. Only Args is required; the zero value of every other
// field means the documented default.
type RunOptions struct {
	Args    []string // the command and its arguments, run directly (no shell)
	Name    string   // the output's name (default: Command)
	Command string   // the command as the record shows it (default: Args joined by spaces)
	Env     []string // nil: wisptriage's environment, inherited
	Dir     string   // "": the current directory
	Stdin   io.Reader
	// Live, when set, is shown the output as it arrives, unchanged; with Split, LiveErr
	// (default Live) is shown stderr.
	Live, LiveErr io.Writer
	// Split keeps stdout and stderr apart; by default they share one pipe, so the stored
	// output has them merged in the order they were written, as a CI log shows them.
	Split   bool
	Timeout time.Duration // 0: none
	Grace   time.Duration // default DefaultGrace
	Linger  time.Duration // default DefaultLinger
	// Signals are forwarded to the command's process group as they arrive (the command
	// line passes SIGINT and SIGTERM).
	Signals <-chan os.Signal
	// KeepGroup leaves the command in wisptriage's process group, for a command that
	// reads a terminal (in a group of its own it would be stopped by SIGTTIN). Signals
	// then go to the command alone.
	KeepGroup bool
}

// Stream is where one stream of a split run lies in the stored output.
type Stream struct {
	Name  string `json:"name"`  // stdout or stderr
	Title int    `json:"title"` // the line of its title ("stdout:")
	From  int    `json:"from"`  // its first line; To < From when it is empty
	To    int    `json:"to"`
	Bytes int64  `json:"bytes"` // stored, counting an LF added to a last line that had none
}

// Lines is the number of lines of the stream.
func (s Stream) Lines() int { return max(s.To-s.From+1, 0) }

// RunResult is what Store.Run kept and how the command ended.
type RunResult struct {
	Record     Record
	ExitStatus int            // also in Record.ExitStatus
	Signal     syscall.Signal // the signal that ended the command, 0 if none
	TimedOut   bool
	Timeout    time.Duration
	// Sent lists the signals sent to the command's process group, in order.
	Sent []syscall.Signal
	// Interrupted: wisptriage was interrupted (its context cancelled or a signal
	// forwarded) while the command ran.
	Interrupted bool
	// StartError says why the command could not start; the stored output says it too.
	StartError string
	// Lingered: a process the command left running held the output open, and reading
	// stopped Linger after the command exited.
	Lingered bool
	Linger   time.Duration
	Duration time.Duration
	Streams  []Stream // with Split: stdout and stderr in the stored output
	// PID is the command's process id; in a group of its own it is the group's id too.
	PID int
}

// StatusLine is the first line of a split run's stored output.
func (r RunResult) StatusLine() string {
	s := fmt.Sprintf("exit status %d", r.ExitStatus)
	switch {
	case r.TimedOut:
		s += fmt.Sprintf(" (timed out after %s)", r.Timeout)
	case r.Signal != 0:
		s += fmt.Sprintf(" (killed by %s)", SignalName(r.Signal))
	}
	return s
}

// Facts are what the note after a view says about the run, beside its exit status.
func (r RunResult) Facts() []string {
	var f []string
	if r.StartError != "" {
		f = append(f, "the command did not start: "+r.StartError)
	}
	if r.TimedOut {
		f = append(f, fmt.Sprintf("timed out after %s: %s sent to the command's process group", r.Timeout, sentList(r.Sent)))
	} else if r.Interrupted && len(r.Sent) > 0 {
		f = append(f, fmt.Sprintf("interrupted: %s forwarded to the command's process group; the output up to then is kept", sentList(r.Sent)))
	}
	if r.Signal != 0 && !r.TimedOut {
		f = append(f, "killed by "+SignalName(r.Signal))
	}
	if r.Lingered {
		f = append(f, fmt.Sprintf("a process the command left running held its output open: reading stopped %s after the command exited", r.Linger))
	}
	return f
}

func sentList(sigs []syscall.Signal) string {
	names := make([]string, len(sigs))
	for i, s := range sigs {
		names[i] = SignalName(s)
	}
	return strings.Join(names, ", then ")
}

// SignalName names a signal as kill -l does, with its number.
func SignalName(s syscall.Signal) string {
	name := ""
	switch s {
	case syscall.SIGHUP:
		name = "SIGHUP"
	case syscall.SIGINT:
		name = "SIGINT"
	case syscall.SIGQUIT:
		name = "SIGQUIT"
	case syscall.SIGILL:
		name = "SIGILL"
	case syscall.SIGABRT:
		name = "SIGABRT"
	case syscall.SIGBUS:
		name = "SIGBUS"
	case syscall.SIGFPE:
		name = "SIGFPE"
	case syscall.SIGKILL:
		name = "SIGKILL"
	case syscall.SIGSEGV:
		name = "SIGSEGV"
	case syscall.SIGPIPE:
		name = "SIGPIPE"
	case syscall.SIGALRM:
		name = "SIGALRM"
	case syscall.SIGTERM:
		name = "SIGTERM"
	case syscall.SIGUSR1:
		name = "SIGUSR1"
	case syscall.SIGUSR2:
		name = "SIGUSR2"
	}
	if name == "" {
		return "signal " + strconv.Itoa(int(s))
	}
	return fmt.Sprintf("%s (signal %d)", name, int(s))
}

// Run runs a command, shows its output as it arrives, and stores all of it under a new
// id with its exit status, in bounded memory on any size. The command runs in a process
// group of its own; Signals and a cancelled ctx are forwarded to the group (SIGKILL
// follows after Grace), and the output up to then is kept. A command that cannot start
// is recorded too, as an output saying why, with status 127 (not found) or 126.
//
// Run returns an error only when the output could not be stored; a command that fails
// is a result.
func (s *Store) Run(ctx context.Context, o RunOptions) (RunResult, error) {
	if len(o.Args) == 0 {
		return RunResult{}, errors.New("run: no command given")
	}
	if o.Grace <= 0 {
		o.Grace = DefaultGrace
	}
	if o.Linger <= 0 {
		o.Linger = DefaultLinger
	}
	if o.Command == "" {
		o.Command = strings.Join(o.Args, " ")
	}
	if o.Name == "" {
		o.Name = o.Command
	}
	if o.LiveErr == nil {
		o.LiveErr = o.Live
	}
	if o.Split && o.Live != nil && o.Live == o.LiveErr {
		lw := &lockedWriter{w: o.Live}
		o.Live, o.LiveErr = lw, lw
	}
	r := &runner{store: s, o: o, exited: make(chan struct{}), readDone: make(chan struct{}), supDone: make(chan struct{})}
	return r.run(ctx)
}

// runner is one run of a command.
type runner struct {
	store *Store
	o     RunOptions
	cmd   *exec.Cmd

	readers  []*pipeReader
	exited   chan struct{} // closed when Wait has returned
	readDone chan struct{} // closed when nothing reads the pipes any more
	supDone  chan struct{} // closed when the supervisor has stopped
	start    time.Time
	end      time.Time // set before exited is closed

	mu          sync.Mutex // guards what the supervisor sets
	timedOut    bool
	interrupted bool
	sent        []syscall.Signal

	streams []Stream // set by split
}

func (r *runner) run(ctx context.Context) (RunResult, error) {
	o := r.o
	cmd := exec.Command(o.Args[0], o.Args[1:]...)
	cmd.Env, cmd.Dir, cmd.Stdin = o.Env, o.Dir, o.Stdin
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: !o.KeepGroup}
	if o.Stdin != nil {
		// A Stdin that is not a file is copied by a goroutine Wait waits for; bound it.
		cmd.WaitDelay = o.Linger
	}
	r.cmd = cmd

	nPipes := 1
	if o.Split {
		nPipes = 2
	}
	var writeEnds []*os.File
	closeAll := func() {
		for _, w := range writeEnds {
			w.Close()
		}
		for _, p := range r.readers {
			p.f.Close()
		}
	}
	for i := 0; i < nPipes; i++ {
		pr, pw, err := os.Pipe()
		if err != nil {
			closeAll()
			return RunResult{}, storeErr("pipe", o.Args[0], err)
		}
		growPipe(pr)
		live := o.Live
		if i == 1 {
			live = o.LiveErr
		}
		r.readers = append(r.readers, &pipeReader{f: pr, live: live, exited: r.exited})
		writeEnds = append(writeEnds, pw)
	}
	cmd.Stdout, cmd.Stderr = writeEnds[0], writeEnds[len(writeEnds)-1]

	r.start = time.Now()
	err := cmd.Start()
	// Only the command holds the write ends now, so its exit (and its children's) is EOF.
	for _, w := range writeEnds {
		w.Close()
	}
	writeEnds = nil
	if err != nil {
		closeAll()
		return r.notStarted(ctx, err)
	}
	defer closeAll()

	go func() {
		cmd.Wait() // the status is read from cmd.ProcessState
		r.end = time.Now()
		close(r.exited)
	}()
	// A store error stops the command as an interruption would.
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	go r.supervise(runCtx)
	finish := func() {
		<-r.exited
		close(r.readDone)
		<-r.supDone
	}

	// Storing goes on after ctx is cancelled: what the command printed is kept.
	keep := context.WithoutCancel(ctx)
	var rec Record
	if o.Split {
		rec, err = r.split(keep)
	} else {
		rec, err = r.store.ingest(keep, r.readers[0], func() Meta { return r.meta(r.result()) }, nil)
	}
	if err != nil {
		stop()
		finish()
		return RunResult{}, err
	}
	finish()
	res := r.result()
	res.Record, res.Streams = rec, r.streams
	return res, nil
}

// result reads how the command ended; it is called after the command exited.
func (r *runner) result() RunResult {
	<-r.exited
	r.mu.Lock()
	defer r.mu.Unlock()
	res := RunResult{TimedOut: r.timedOut, Timeout: r.o.Timeout, Interrupted: r.interrupted,
		Sent: append([]syscall.Signal(nil), r.sent...), Linger: r.o.Linger, Duration: r.end.Sub(r.start),
		PID: r.cmd.Process.Pid}
	for _, p := range r.readers {
		res.Lingered = res.Lingered || p.lingered
	}
	res.ExitStatus = 1
	if ps := r.cmd.ProcessState; ps != nil {
		res.ExitStatus = ps.ExitCode()
		if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			res.Signal = ws.Signal()
			res.ExitStatus = 128 + int(res.Signal)
		}
	}
	if res.TimedOut {
		res.ExitStatus = StatusTimedOut
	}
	return res
}

func (r *runner) meta(res RunResult) Meta {
	status := res.ExitStatus
	return Meta{Name: r.o.Name, Source: "run", Command: r.o.Command, ExitStatus: &status}
}

// notStarted records a command that could not start: an output saying why.
func (r *runner) notStarted(ctx context.Context, err error) (RunResult, error) {
	res := RunResult{ExitStatus: StatusCannotRun, Timeout: r.o.Timeout, Linger: r.o.Linger}
	name := r.o.Args[0]
	switch {
	case errors.Is(err, exec.ErrNotFound), errors.Is(err, fs.ErrNotExist):
		res.ExitStatus = StatusNotFound
		res.StartError = name + ": command not found"
	default:
		res.StartError = fmt.Sprintf("%s: %v", name, plainErr(err))
	}
	msg := "wisptriage run: " + res.StartError + "\n"
	rec, err := r.store.Ingest(context.WithoutCancel(ctx), strings.NewReader(msg), r.meta(res))
	if err != nil {
		return RunResult{}, err
	}
	res.Record = rec
	return res, nil
}

// supervise forwards signals, enforces the timeout, and stops the reading that a
// background process would otherwise hold open, until nothing reads the pipes.
func (r *runner) supervise(ctx context.Context) {
	defer close(r.supDone)
	var timeout, kill, linger <-chan time.Time
	if r.o.Timeout > 0 {
		t := time.NewTimer(r.o.Timeout)
		defer t.Stop()
		timeout = t.C
	}
	armKill := func() {
		if kill == nil {
			kill = time.After(r.o.Grace)
		}
	}
	done, exited := ctx.Done(), r.exited
	for {
		select {
		case <-r.readDone:
			return
		case <-exited:
			exited, timeout = nil, nil
			linger = time.After(r.o.Linger)
		case <-linger:
			linger = nil
			for _, p := range r.readers {
				p.f.SetReadDeadline(time.Now()) // an error means the pipe is already closed
			}
		case sig := <-r.o.Signals:
			r.setInterrupted()
			// Sharing our group, the command got the terminal's Ctrl-C already.
			if s := toSyscall(sig); !(r.o.KeepGroup && s == syscall.SIGINT) {
				r.signal(s)
			}
			armKill()
		case <-done:
			done = nil
			r.setInterrupted()
			// The command line's signal usually arrives with the cancellation; forward it
			// rather than a SIGTERM of our own, so Ctrl-C reaches the command as SIGINT.
			sig := syscall.SIGTERM
			select {
			case s := <-r.o.Signals:
				sig = toSyscall(s)
			case <-time.After(20 * time.Millisecond):
			}
			r.signal(sig)
			armKill()
		case <-timeout:
			timeout = nil
			r.mu.Lock()
			r.timedOut = true
			r.mu.Unlock()
			r.signal(syscall.SIGTERM)
			armKill()
		case <-kill:
			kill = nil
			r.signal(syscall.SIGKILL)
		}
	}
}

func (r *runner) setInterrupted() {
	r.mu.Lock()
	r.interrupted = true
	r.mu.Unlock()
}

func toSyscall(s os.Signal) syscall.Signal {
	if ss, ok := s.(syscall.Signal); ok {
		return ss
	}
	return syscall.SIGTERM
}

// signal sends sig to the command's process group (which outlives the command while its
// children run), or to the command alone when it shares ours.
func (r *runner) signal(sig syscall.Signal) {
	var err error
	if r.o.KeepGroup {
		err = r.cmd.Process.Signal(sig)
	} else {
		err = syscall.Kill(-r.cmd.Process.Pid, sig)
	}
	if err != nil {
		return // nothing left to signal
	}
	r.mu.Lock()
	r.sent = append(r.sent, sig)
	r.mu.Unlock()
}

// split stores a split run: each stream spills to a file in the store while the command
// runs, and the stored output is composed from them at the end (a status line, "stdout:",
// the stream, "stderr:", the stream), streamed, with nothing held back.
func (r *runner) split(ctx context.Context) (Record, error) {
	dir, err := os.MkdirTemp(r.store.dir, fmt.Sprintf("%srun-*-%d", tmpPrefix, os.Getpid()))
	if err != nil {
		r.drain()
		return Record{}, storeErr("create", r.store.dir, plainErr(err))
	}
	defer os.RemoveAll(dir)
	spills := make([]*spill, len(r.readers))
	for i := range r.readers {
		sp, err := newSpill(filepath.Join(dir, streamName(i)))
		if err != nil {
			r.drain()
			return Record{}, err
		}
		defer sp.f.Close()
		spills[i] = sp
	}
	errs := make([]error, len(r.readers))
	var wg sync.WaitGroup
	for i, p := range r.readers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = spills[i].fill(p)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return Record{}, err
	}
	res := r.result()
	status := res.StatusLine()
	parts := []io.Reader{strings.NewReader(status + "\n")}
	line := 2
	for i, sp := range spills {
		name := streamName(i)
		st := Stream{Name: name, Title: line, From: line + 1, To: line + sp.lines, Bytes: sp.size}
		parts = append(parts, strings.NewReader(name+":\n"), io.NewSectionReader(sp.f, 0, sp.size))
		if sp.size > 0 && !sp.lastLF {
			parts = append(parts, strings.NewReader("\n"))
			st.Bytes++
		}
		line = st.To + 1
		r.streams = append(r.streams, st)
	}
	rec, err := r.store.ingest(ctx, io.MultiReader(parts...), func() Meta { return r.meta(res) }, nil)
	if err == nil && rec.Cut != nil {
		for i := range r.streams {
			r.streams[i] = r.streams[i].afterCut(rec.Cut)
		}
	}
	return rec, err
}

// afterCut renumbers a stream as stored when the ceiling cut the middle of the output:
// the cut's lines stand as one marker line.
func (st Stream) afterCut(c *Cut) Stream {
	line := func(n int) int {
		switch {
		case n < c.Line:
			return n
		case n >= c.Line+c.Lines:
			return n - c.Lines + 1
		}
		return c.Line
	}
	if st.From <= c.Line+c.Lines-1 && st.To >= c.Line {
		st.Bytes = max(st.Bytes-c.Bytes, 0)
	}
	st.Title, st.From, st.To = line(st.Title), line(st.From), line(st.To)
	return st
}

// drain reads the pipes to their end when nothing else will, so the command is not
// blocked on a full pipe while it is being stopped.
func (r *runner) drain() {
	for _, p := range r.readers {
		go io.Copy(io.Discard, p)
	}
}

// spill is one stream of a split run, kept in a file while the command runs.
type spill struct {
	f      *os.File
	size   int64
	lines  int
	lastLF bool
}

func newSpill(path string) (*spill, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, storeErr("create", path, plainErr(err))
	}
	return &spill{f: f}, nil
}

// fill copies a stream into the spill file, counting its lines as LF counts them.
func (sp *spill) fill(r io.Reader) error {
	w := bufio.NewWriterSize(sp.f, spillBuffer)
	buf := make([]byte, spillBuffer)
	var werr error
	for {
		n, err := r.Read(buf)
		if n > 0 {
			chunk := buf[:n]
			sp.size += int64(n)
			sp.lines += bytes.Count(chunk, []byte{'\n'})
			sp.lastLF = chunk[n-1] == '\n'
			if werr == nil {
				if _, werr = w.Write(chunk); werr != nil {
					werr = storeErr("write", sp.f.Name(), plainErr(werr))
				}
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
	}
	if sp.size > 0 && !sp.lastLF {
		sp.lines++ // a last line without LF still counts
	}
	if werr != nil {
		return werr
	}
	if err := w.Flush(); err != nil {
		return storeErr("write", sp.f.Name(), plainErr(err))
	}
	return nil
}

// pipeReader reads one pipe of the command, showing what it reads. At the end of the pipe
// it waits for the command to exit, so the exit status is known when the reader is done.
type pipeReader struct {
	f        *os.File
	live     io.Writer // nil: not shown, or no longer (a write to it failed)
	exited   <-chan struct{}
	draining bool // the linger is over: read only what is already there
	drained  int
	done     bool
	lingered bool
}

func (p *pipeReader) Read(b []byte) (int, error) {
	if p.done {
		return 0, io.EOF
	}
	var n int
	var err error
	if p.draining {
		n, err = p.readNow(b)
	} else {
		n, err = p.f.Read(b)
		if errors.Is(err, os.ErrDeadlineExceeded) {
			// The deadline would also refuse what the pipe already holds: read that first.
			p.draining = true
			p.f.SetReadDeadline(time.Time{})
			n, err = p.readNow(b)
		}
	}
	if n > 0 && p.live != nil {
		if _, werr := p.live.Write(b[:n]); werr != nil {
			p.live = nil // showing failed (a closed terminal, a pipe): go on storing
		}
	}
	if err == io.EOF {
		p.done = true
		<-p.exited
	}
	return n, err
}

// readNow reads what the pipe holds without waiting; an empty pipe that a background
// process still holds open ends the output.
func (p *pipeReader) readNow(b []byte) (int, error) {
	if p.drained >= drainMax {
		p.lingered = true
		return 0, io.EOF
	}
	b = b[:min(len(b), drainMax-p.drained)]
	rc, err := p.f.SyscallConn()
	if err != nil {
		return 0, err
	}
	var n int
	var rerr error
	for {
		if err := rc.Read(func(fd uintptr) bool {
			n, rerr = syscall.Read(int(fd), b)
			return true
		}); err != nil {
			return 0, err
		}
		if rerr != syscall.EINTR {
			break
		}
	}
	switch {
	case rerr == syscall.EAGAIN:
		p.lingered = true
		return 0, io.EOF
	case rerr != nil:
		return 0, rerr
	case n == 0:
		return 0, io.EOF
	}
	p.drained += n
	return n, nil
}

// growPipe asks for a 1 MiB pipe buffer (Linux), so a fast command is not paced by
// 64 KiB reads; a refusal only costs speed.
func growPipe(f *os.File) {
	if runtime.GOOS != "linux" {
		return
	}
	const fSetPipeSize = 1031 // F_SETPIPE_SZ
	if rc, err := f.SyscallConn(); err == nil {
		rc.Control(func(fd uintptr) {
			syscall.Syscall(syscall.SYS_FCNTL, fd, fSetPipeSize, 1<<20)
		})
	}
}

// lockedWriter lets two streams show through one writer.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}
