package size

import "testing"

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want int64
	}{
		{"plain", "512", 512},
		{"bytes", "512B", 512},
		{"zero", "0", 0},
		{"kilo_decimal", "2kB", 2000},
		{"kilo_upper", "2KB", 2000},
		{"mega", "3MB", 3000000},
		{"giga", "1GB", 1000000000},
		{"tera", "2TB", 2000000000000},
		{"kibi", "1KiB", 1024},
		{"kibi_fraction", "1.5KiB", 1536},
		{"mebi", "4MiB", 4194304},
		{"gibi", "1GiB", 1073741824},
		{"tebi", "1TiB", 1099511627776},
		{"space_before_unit", "10 MB", 10000000},
		{"leading_space", "  7KB", 7000},
		{"trailing_space", "7KB  ", 7000},
		{"mebi_lower_i", "8mib", 8388608},
		{"fraction_mega", "0.5MB", 500000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.in)
			if err != nil {
				t.Fatalf("Parse(%q): unexpected error: %v", tt.in, err)
			}
			if got != tt.want {
				t.Errorf("Parse(%q) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, in := range []string{"", "MB", "-1KB", "ten", "1.2.3GB", "5XB"} {
		t.Run(in, func(t *testing.T) {
			if _, err := Parse(in); err == nil {
				t.Errorf("Parse(%q): expected an error", in)
			} else {
				t.Logf("Parse(%q): error %v (expected)", in, err)
			}
		})
	}
}

func TestFormat(t *testing.T) {
	tests := []struct {
		in   int64
		want string
	}{
		{0, "0B"},
		{1023, "1023B"},
		{1024, "1KiB"},
		{1536, "1.5KiB"},
		{1 << 20, "1MiB"},
		{5 << 30, "5GiB"},
		{3 << 40, "3TiB"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := Format(tt.in); got != tt.want {
				t.Errorf("Format(%d) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
