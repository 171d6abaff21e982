package labels

import "testing"

func TestFormat(t *testing.T) {
	got := Format("A. Person", " ", "1 High St", "Leeds", "uk")
	want := "A. Person\n1 High St\nLeeds\nUK"
	if got != want {
		t.Errorf("Format = %q, want %q", got, want)
	}
}

func TestFormatEmpty(t *testing.T) {
	if got := Format("", "  "); got != "" {
		t.Errorf("Format of blanks = %q, want empty", got)
	}
}
