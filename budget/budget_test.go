package budget

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/wisptriage/wisptriage/ingest"
)

func TestForWindow(t *testing.T) {
	cases := []struct{ window, want int }{
		{0, 4096}, {-5, 4096}, {1000, 4096}, {8192, 4096}, {53248, 26624}, {131072, 65536}, {1_000_000, 65536},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, ForWindow(c.window), "window %d", c.window)
	}
}

// rowsOf splits text as the store numbers lines and returns every row.
func rowsOf(text string) ([]ingest.Row, Totals) {
	var rows []ingest.Row
	if text == "" {
		return nil, Totals{}
	}
	parts := strings.Split(text, "\n")
	lastLF := parts[len(parts)-1] == ""
	if lastLF {
		parts = parts[:len(parts)-1]
	}
	for i, p := range parts {
		rows = append(rows, ingest.Row{N: i + 1, Text: []byte(p), Size: int64(len(p))})
	}
	return rows, Totals{Lines: len(rows), Bytes: int64(len(text)), LastLF: lastLF}
}

// checkFit asserts what a reader relies on: the view fits, and shown plus held back is
// every line and every byte, exactly.
func checkFit(t *testing.T, text string, room int) View {
	rows, tot := rowsOf(text)
	v := Fit(rows, rows, tot, room)
	assert.LessOrEqual(t, len(v.Text), room, "the view fits the room")
	assert.True(t, utf8.ValidString(v.Text))
	held := 0
	var heldBytes int64
	if v.HeldBack != nil {
		h := v.HeldBack
		held = h.Lines
		assert.Equal(t, h.To-h.From+1, h.Lines)
		for _, r := range rows[h.From-1 : h.To] {
			heldBytes += r.Size + 1
		}
		if !tot.LastLF && h.To == tot.Lines {
			heldBytes--
		}
		assert.Equal(t, heldBytes, h.Bytes, "held-back bytes are exact")
		assert.Contains(t, v.Text, "held back")
	}
	assert.Equal(t, tot.Lines, v.Shown+held, "shown + held back = all lines")
	if v.HeldBack == nil && v.CutBytes == 0 {
		if utf8.ValidString(text) && text != "" {
			assert.Equal(t, strings.TrimSuffix(text, "\n")+"\n", v.Text, "everything shown as it is")
		}
	}
	return v
}

func TestFit(t *testing.T) {
	var many strings.Builder
	for i := 1; i <= 500; i++ {
		fmt.Fprintf(&many, "line %d: some text\n", i)
	}
	cases := []struct {
		name string
		text string
		room int
		want string // a substring of the view
	}{
		{"fits whole", "a\nb\nc\n", 100, "a\nb\nc\n"},
		{"no final LF", "a\nb", 100, "a\nb\n"},
		{"head and tail", many.String(), 1000, "line 1: some text\n"},
		{"tail kept", many.String(), 1000, "line 500: some text\n"},
		{"one huge line", strings.Repeat("x", 10000), 500, "cut short"},
		{"huge line in the middle", "first\n" + strings.Repeat("y", 10000) + "\nlast\n", 500, "last\n"},
		{"invalid UTF-8", "ok\n\xff\xfe bad\n", 100, "\uFFFD\uFFFD bad"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := checkFit(t, c.text, c.room)
			assert.Contains(t, v.Text, c.want)
		})
	}
}

func TestMarkerCountsExactly(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 2300; i++ {
		fmt.Fprintf(&b, "%080d\n", i)
	}
	v := checkFit(t, b.String(), 4096)
	require.NotNil(t, v.HeldBack)
	assert.Contains(t, v.Text, fmt.Sprintf("[… %s lines", ingest.Thousands(v.HeldBack.Lines)))
}

func FuzzFit(f *testing.F) {
	f.Add("a\nb\nc", 64)
	f.Add(strings.Repeat("long line\n", 100), 200)
	f.Add("\xff\n\r\n\x1b[31m\n", 70)
	f.Fuzz(func(t *testing.T, text string, room int) {
		if room < 100 || room > 1<<16 {
			return
		}
		checkFit(t, text, room)
	})
}

func TestMatcherAgreesWithRegexp(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	words := []string{"error", "ERROR", "Error:", "permission denied", "Permission Denied", "fail", "FAILED",
		"ok", "warning", "timeout", "\xe2\x84\xaaey", "ſtop", "\xff", "build", "Kelvin"}
	var frame bytes.Buffer
	for i := 0; i < 3000; i++ {
		for j := rng.IntN(6); j >= 0; j-- {
			frame.WriteString(words[rng.IntN(len(words))])
			frame.WriteByte(' ')
		}
		frame.WriteByte('\n')
	}
	raw := frame.Bytes()
	lines := strings.Split(strings.TrimSuffix(string(raw), "\n"), "\n")
	for _, expr := range []string{"error", "permission denied", "fail(ed)?", "error|warning", "key", "stop", "(unclosed", "Err.r:", `\bok\b`} {
		t.Run(expr, func(t *testing.T) {
			m := NewMatcher(expr)
			re := m.re
			want := map[int]bool{}
			for i, l := range lines {
				if re.MatchString(l) {
					want[i+1] = true
				}
			}
			got := map[int]bool{}
			var sc Scratch
			if !m.MatchFrame(raw, 1, &sc, func(n int, text []byte) {
				got[n] = true
				assert.Equal(t, lines[n-1], string(text))
			}) {
				for i, l := range lines {
					if m.Match([]byte(l), &sc) {
						got[i+1] = true
					}
				}
			}
			assert.Equal(t, want, got)
			for i, l := range lines {
				assert.Equal(t, want[i+1], m.Match([]byte(l), &sc), "line %q", l)
			}
		})
	}
	assert.True(t, NewMatcher("(unclosed").Literal)
	assert.False(t, NewMatcher("a|b").Literal)
	_ = regexp.QuoteMeta
}

func BenchmarkMatchFrame(b *testing.B) {
	var frame bytes.Buffer
	for frame.Len() < 1<<20 {
		fmt.Fprintf(&frame, "2026-11-29T10:00:00Z INFO svc[%d] GET /api/v1/items/%d 200 %dms\n", frame.Len()%99, frame.Len(), frame.Len()%900)
	}
	raw := frame.Bytes()
	m := NewMatcher("permission denied")
	var sc Scratch
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	for b.Loop() {
		m.MatchFrame(raw, 1, &sc, func(int, []byte) {})
	}
}
