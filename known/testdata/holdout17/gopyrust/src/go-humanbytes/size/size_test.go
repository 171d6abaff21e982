package size

import (
	"os"
	"testing"
)

func TestFormat(t *testing.T) {
	cases := []struct {
		name string
		in   int64
		want string
	}{
		{"zero", 0, "0 B"},
		{"bytes", 512, "512 B"},
		{"kib", 1536, "1.5 KiB"},
		{"exact-mib", 1 << 20, "1.0 MiB"},
		{"gib", 5 << 30, "5.0 GiB"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := Format(c.in); got != c.want {
				t.Errorf("Format(%d) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestFormatDiskUsage(t *testing.T) {
	if os.Getenv("SIZE_DISK_TESTS") == "" {
		t.Skip("set SIZE_DISK_TESTS=1 to format the real disk usage")
	}
}
