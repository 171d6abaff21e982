package known

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/wisptriage/wisptriage/ingest"
)

// TestFormats reads every sample under testdata/<format>/ and compares the result
// with its golden JSON. A format without a real sample fails.
func TestFormats(t *testing.T) {
	set := mustSet(t)
	for _, f := range Formats() {
		t.Run(f.Name, func(t *testing.T) {
			logs, err := filepath.Glob(filepath.Join("testdata", f.Name, "*.log"))
			require.NoError(t, err)
			require.NotEmpty(t, logs, "format %s has no sample in testdata/%s/", f.Name, f.Name)
			_, err = os.Stat(filepath.Join("testdata", f.Name, "gen.sh"))
			require.NoError(t, err, "testdata/%s/gen.sh says how its samples were made", f.Name)
			for _, path := range logs {
				name := strings.TrimSuffix(filepath.Base(path), ".log")
				t.Run(name, func(t *testing.T) {
					data, err := os.ReadFile(path)
					require.NoError(t, err)
					var opt Options
					if b, err := os.ReadFile(strings.TrimSuffix(path, ".log") + ".exit"); err == nil {
						st, err := strconv.Atoi(strings.TrimSpace(string(b)))
						require.NoError(t, err)
						opt.ExitStatus = &st
					}
					res := readAll(set, opt, data)
					checkSpans(t, res)
					got, err := json.MarshalIndent(res, "", "  ")
					require.NoError(t, err)
					assertGolden(t, strings.TrimSuffix(path, ".log")+".json", append(got, '\n'))
				})
			}
		})
	}
}

// checkSpans holds every result to its promises: spans inside the log, in order.
func checkSpans(t *testing.T, res Result) {
	t.Helper()
	prev := 0
	for _, f := range res.RootCauses {
		assert.GreaterOrEqual(t, f.Span.From, 1)
		assert.LessOrEqual(t, f.Span.From, f.Span.To)
		assert.LessOrEqual(t, f.Span.To, res.Lines)
		assert.LessOrEqual(t, f.Span.Len(), maxBlockLines)
		assert.GreaterOrEqual(t, f.Span.From, prev, "root causes in line order")
		prev = f.Span.From
		for _, s := range append(append([]ingest.Span(nil), f.Consequences...), f.Evidence...) {
			assert.True(t, s.From >= 1 && s.From <= s.To && s.To <= res.Lines, "span %v in 1..%d", s, res.Lines)
		}
	}
}
