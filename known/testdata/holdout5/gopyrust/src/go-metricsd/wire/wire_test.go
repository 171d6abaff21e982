package wire

import "testing"

func TestParse(t *testing.T) {
	p, err := Parse("host1.cpu 0.75 1700000000000")
	if err != nil {
		t.Fatal(err)
	}
	if p.Series != "host1.cpu" || p.Value != 0.75 || p.At.Unix() != 1700000000 {
		t.Errorf("Parse = %+v", p)
	}
}

func TestParseErrors(t *testing.T) {
	for _, line := range []string{"", "a 1", "a x 1", "a 1 y", "a 1 2 3"} {
		line := line
		t.Run(line, func(t *testing.T) {
			if _, err := Parse(line); err == nil {
				t.Errorf("Parse(%q) gave no error", line)
			} else {
				t.Logf("Parse(%q): error %v (expected)", line, err)
			}
		})
	}
}
