//go:build unix

package digest

import (
	"syscall"
	"time"
)

// cpuTime is the user and system CPU time this process has used: a benchmark on a shared
// machine reports throughput per CPU second as well as per wall second.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
