package digest

import (
	"bytes"
	"testing"
)

// FuzzMiner feeds arbitrary bytes as a log: no panic, and every line is accounted for in
// the template counts (or as blank, or unmined), in the first pass and in the second.
func FuzzMiner(f *testing.F) {
	f.Add([]byte("2024-01-02 10:00:00 ERROR boom\n\tat x.y(Z.java:1)\n\nINFO ok 1\nINFO ok 2\n"))
	f.Add([]byte("<13>Jan  2 15:04:05 host app[1]: [a] {\"level\":\"warn\"} \x1b[31mred\x1b[0m\r\n"))
	f.Add([]byte("Traceback (most recent call last):\n  File \"x\", line 1\nValueError: x\ngoroutine 1 [running]:\nmain.main()\n"))
	f.Add([]byte("9296:M 29 Nov 2026 20:31:14.583 # x\n[[[[[[ 1:2:3 = = =\n\xff\xfe\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := bytes.Split(data, []byte("\n"))
		m := New(Options{MaxTemplates: 8, MaxWords: 16})
		for i, l := range lines {
			m.Line(i+1, l)
		}
		r := m.Result()
		total := r.Blank + r.Unmined
		for _, tp := range r.Templates {
			total += tp.Lines
			if tp.Count <= 0 || tp.First <= 0 {
				t.Fatalf("template %+v", tp)
			}
		}
		if total != len(lines) {
			t.Fatalf("%d lines accounted for, %d given", total, len(lines))
		}
		mt := m.Matcher()
		for i, l := range lines {
			mt.Line(i+1, l)
		}
	})
}
