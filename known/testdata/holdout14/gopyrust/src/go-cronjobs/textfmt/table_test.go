package textfmt

import "testing"

func TestTable(t *testing.T) {
	got := Table([][]string{{"job", "every"}, {"backup", "1d"}, {"ping", "90s"}})
	want := "job     every\nbackup  1d\nping    90s\n"
	if got != want {
		t.Errorf("Table() = %q, want %q", got, want)
	}
}
