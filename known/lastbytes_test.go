package known

import (
	"regexp"
	"regexp/syntax"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLastBytes(t *testing.T) {
	for _, tc := range []struct {
		re   string
		ends string // "" for nil: any byte
	}{
		{`^(?P<file>/[^\s:]*\.(?:js|md))$`, "sd"},
		{`^PASS$`, "S"},
		{`^ok\s+\S+`, ""},      // no $
		{`^(?:x|y)?$`, ""},     // may match nothing
		{`^a(?:b|c)?$`, "abc"}, // an optional end reaches back
		{`^a.*$`, ""},          // any byte
		{`^(?i:fail)$`, "lL"},  // folded
		{`^a\d{2,3}(?: \(\d+\))?$`, "0123456789)"},
		{`^(?:a|b$)`, ""}, // $ not at the end of the whole
		{`^é$`, string(rangeBytes(0x80, 0xff))},
	} {
		parsed, err := syntax.Parse(tc.re, syntax.Perl)
		require.NoError(t, err)
		got := lastBytes(parsed)
		if tc.ends == "" {
			require.Nil(t, got, tc.re)
			continue
		}
		require.NotNil(t, got, tc.re)
		var want [256]bool
		for i := 0; i < len(tc.ends); i++ {
			want[tc.ends[i]] = true
		}
		require.Equal(t, want, *got, tc.re)
	}
}

func rangeBytes(lo, hi int) []byte {
	var b []byte
	for c := lo; c <= hi; c++ {
		b = append(b, byte(c))
	}
	return b
}

// TestLastBytesNeverRejectsAMatch runs every pattern's regexp on the samples' lines and
// random ones: a line it matches ends with a byte the gate lets through.
func TestLastBytesNeverRejectsAMatch(t *testing.T) {
	s, err := Compile(Formats())
	require.NoError(t, err)
	lines := scanLines(t, s)
	gated := 0
	for i := range s.pats {
		cp := &s.pats[i]
		if cp.ends == nil {
			continue
		}
		gated++
		re := regexp.MustCompile(cp.p.Re)
		for _, line := range lines {
			if re.Match(line) {
				require.True(t, cp.ends[line[len(line)-1]], "%s: %q ends with %q", cp.p.Re, line, line[len(line)-1])
			}
		}
	}
	require.Greater(t, gated, 20, "most anchored patterns are gated")
}
