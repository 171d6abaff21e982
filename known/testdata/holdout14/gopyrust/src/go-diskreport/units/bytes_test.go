package units

import "testing"

func TestFormatBytesSmall(t *testing.T) {
	if got := FormatBytes(512); got != "512 B" {
		t.Errorf("FormatBytes(512) = %q, want %q", got, "512 B")
	}
}

func TestFormatBytes(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want string
	}{{1536, "1.5 KiB"}, {10 << 20, "10.0 MiB"}, {3 << 30, "3.0 GiB"}} {
		if got := FormatBytes(c.n); got != c.want {
			t.Errorf("FormatBytes(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
