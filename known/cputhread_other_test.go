//go:build !linux

package known

import "time"

// threadCPU is not known here: callers time with the clock.
func threadCPU() time.Duration { return 0 }
