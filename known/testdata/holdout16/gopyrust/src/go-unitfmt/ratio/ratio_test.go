package ratio

import "testing"

func TestFormat(t *testing.T) {
	tests := []struct {
		name        string
		part, whole float64
		prec        int
		want        string
	}{
		{"half", 1, 2, 0, "50%"},
		{"third", 1, 3, 1, "33.3%"},
		{"two-thirds", 2, 3, 2, "66.67%"},
		{"whole", 7, 7, 0, "100%"},
		{"none", 0, 9, 1, "0.0%"},
		{"zero-whole", 3, 0, 1, "n/a"},
		{"over", 3, 2, 0, "150%"},
		{"tiny", 1, 1000, 2, "0.10%"},
		{"eighth", 1, 8, 1, "12.5%"},
		{"negative", -1, 4, 0, "-25%"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := Format(tc.part, tc.whole, tc.prec); got != tc.want {
				t.Errorf("Format(%v, %v, %d) = %q, want %q", tc.part, tc.whole, tc.prec, got, tc.want)
			}
		})
	}
}

func TestCalls(t *testing.T) {
	before := Calls()
	Format(1, 2, 0)
	if got := Calls() - before; got != 1 {
		t.Errorf("Calls went up by %d, want 1", got)
	}
}

func TestFormatAll(t *testing.T) {
	got := FormatAll([]float64{1, 2, 3, 4}, 4, 0)
	want := []string{"25%", "50%", "75%", "100%"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("FormatAll[%d] = %q, want %q", i, got[i], want[i])
		}
	}
}
