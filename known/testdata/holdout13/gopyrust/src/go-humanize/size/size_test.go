package size

import "testing"

func TestFormat(t *testing.T) {
	cases := []struct {
		n    int64
		want string
	}{{0, "0 B"}, {1023, "1023 B"}, {1024, "1.0 KiB"}, {1536, "1.5 KiB"}, {5 << 20, "5.0 MiB"}, {3 << 40, "3.0 TiB"}}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			if got := Format(c.n); got != c.want {
				t.Errorf("Format(%d) = %q, want %q", c.n, got, c.want)
			}
		})
	}
}

func TestPetabytes(t *testing.T) {
	t.Skip("PiB not supported yet (error: unit table ends at TiB)")
}
