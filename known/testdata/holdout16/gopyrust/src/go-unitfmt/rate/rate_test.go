package rate

import (
	"testing"
	"time"
)

func TestFormat(t *testing.T) {
	tests := []struct {
		name string
		n    int64
		d    time.Duration
		want string
	}{
		{"zero-duration", 100, 0, "-"},
		{"negative-duration", 100, -time.Second, "-"},
		{"1024B-in-1000ms", 1024, 1000 * time.Millisecond, "1.0 KiB/s"},
		{"2048B-in-1000ms", 2048, 1000 * time.Millisecond, "2.0 KiB/s"},
		{"1048576B-in-1000ms", 1048576, 1000 * time.Millisecond, "1.0 MiB/s"},
		{"1048576B-in-500ms", 1048576, 500 * time.Millisecond, "2.0 MiB/s"},
		{"1048576B-in-2000ms", 1048576, 2000 * time.Millisecond, "512.0 KiB/s"},
		{"5000B-in-1000ms", 5000, 1000 * time.Millisecond, "4.9 KiB/s"},
		{"10B-in-1000ms", 10, 1000 * time.Millisecond, "10 B/s"},
		{"1073741824B-in-1000ms", 1073741824, 1000 * time.Millisecond, "1.0 GiB/s"},
		{"1073741824B-in-4000ms", 1073741824, 4000 * time.Millisecond, "256.0 MiB/s"},
		{"3145728B-in-3000ms", 3145728, 3000 * time.Millisecond, "1.0 MiB/s"},
		{"512B-in-250ms", 512, 250 * time.Millisecond, "2.0 KiB/s"},
		{"999B-in-1000ms", 999, 1000 * time.Millisecond, "999 B/s"},
		{"1536B-in-1000ms", 1536, 1000 * time.Millisecond, "1.5 KiB/s"},
		{"104857600B-in-10000ms", 104857600, 10000 * time.Millisecond, "10.0 MiB/s"},
		{"52428800B-in-1000ms", 52428800, 1000 * time.Millisecond, "50.0 MiB/s"},
		{"7340032B-in-7000ms", 7340032, 7000 * time.Millisecond, "1.0 MiB/s"},
		{"1024B-in-1ms", 1024, 1 * time.Millisecond, "1000.0 KiB/s"},
		{"4096B-in-2ms", 4096, 2 * time.Millisecond, "2.0 MiB/s"},
		{"65536B-in-64ms", 65536, 64 * time.Millisecond, "1000.0 KiB/s"},
		{"1B-in-1000ms", 1, 1000 * time.Millisecond, "1 B/s"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := Format(tc.n, tc.d); got != tc.want {
				t.Errorf("Format(%d, %v) = %q, want %q", tc.n, tc.d, got, tc.want)
			}
		})
	}
}
