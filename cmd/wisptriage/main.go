// Command wisptriage keeps a build, test or service log whole and prints what matters
// within a byte budget, every point citing the log lines it came from.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	// A closed stdout (wisptriage run … | head) is an error to handle, not a death: run
	// goes on storing its command's output.
	signal.Ignore(syscall.SIGPIPE)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := runApp(ctx, newApp(systemEnv()), os.Args)
	stop()
	os.Exit(exitCode(err, os.Stderr))
}
