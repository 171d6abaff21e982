package known

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPU is the CPU time of the calling thread so far (CLOCK_THREAD_CPUTIME_ID:
// getrusage's per-thread figure lags by up to a tick).
func threadCPU() time.Duration {
	const clockThreadCPUTime = 3
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
