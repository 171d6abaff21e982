//go:build darwin

// Package platform reads file-system usage from the OS.
package platform

import "syscall"

// Usage returns total and free bytes of the file system holding path.
func Usage(path string) (total, free uint64, err error) {
	var st syscall.Statfs_t
	if err = syscall.Statfs(path, &st); err != nil {
		return 0, 0, err
	}
	return st.Blocks * uint64(st.Bsize), st.Bavail * uint64(st.Bsize), nil
}
