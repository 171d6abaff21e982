package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"syscall"

	"github.com/wisptriage/wisptriage/condense"
	"github.com/wisptriage/wisptriage/ingest"
)

// Exit statuses, listed in --help.
const (
	exitOK       = 0
	exitFailure  = 1
	exitUsage    = 2 // bad usage or unreadable input
	exitStore    = 3
	exitEndpoint = 4
	exitCanceled = 130
)

// usageError is a mistake in how the command was called.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

// statusError passes a status through: `run` exits with its command's own.
type statusError struct{ code int }

func (e statusError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

// exitCode maps an error to the exit status, in one place, after the app returns (urfave/cli
// only honours an ExitCoder it can type-assert, so wrapped codes would be lost there).
func exitCode(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	var st statusError
	if errors.As(err, &st) {
		return st.code
	}
	if errors.Is(err, syscall.EPIPE) {
		return exitOK // the reader went away (… | head): nothing more to say to it
	}
	code := exitFailure
	var ue usageError
	var ie *ingest.InputError
	switch {
	case errors.Is(err, context.Canceled):
		code = exitCanceled
	case errors.As(err, &ue), errors.As(err, &ie), errors.Is(err, ingest.ErrNotFound), errors.Is(err, condense.ErrUsage):
		code = exitUsage
	case errors.Is(err, ingest.ErrStore):
		code = exitStore
	case errors.Is(err, condense.ErrEndpoint):
		code = exitEndpoint
	}
	if code == exitCanceled {
		fmt.Fprintln(stderr, "wisptriage: interrupted")
	} else {
		fmt.Fprintf(stderr, "wisptriage: %v\n", err)
	}
	return code
}
