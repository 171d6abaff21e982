//go:build eval

package known

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLogChunks measures, on the LogChunks development half (real Travis CI logs, read
// in place, never copied), how often the first root cause lies in the labelled chunk.
// Run: go test -tags eval -run TestLogChunks -v ./known/
func TestLogChunks(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "corpus", "logchunks-dev")
	if env := os.Getenv("WT_LOGCHUNKS"); env != "" {
		dir = env
	}
	f, err := os.Open(filepath.Join(dir, "manifest.jsonl"))
	if err != nil {
		t.Skipf("no LogChunks corpus at %s", dir)
	}
	defer f.Close()
	set := mustSet(t)
	type row struct {
		Log      string `json:"log"`
		Language string `json:"language"`
		Start    int    `json:"chunk_start_line"`
		End      int    `json:"chunk_end_line"`
	}
	type lang struct{ n, top1, any3, none int }
	per := map[string]*lang{}
	var n, top1, any3, none int
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var r row
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r))
		data, err := os.ReadFile(filepath.Join(dir, r.Log))
		require.NoError(t, err)
		res := readAll(set, Options{}, data)
		l := per[r.Language]
		if l == nil {
			l = &lang{}
			per[r.Language] = l
		}
		n++
		l.n++
		hit := func(i int) bool {
			s := res.RootCauses[i].Span
			e := min(s.To, s.From+maxBlockLines-1)
			return !(e < r.Start || s.From > r.End)
		}
		if len(res.RootCauses) == 0 {
			none++
			l.none++
			if testing.Verbose() && os.Getenv("WT_EVAL_MISSES") != "" {
				t.Logf("NONE %s chunk %d-%d", r.Log, r.Start, r.End)
			}
			continue
		}
		if hit(0) {
			top1++
			l.top1++
		} else if testing.Verbose() && os.Getenv("WT_EVAL_MISSES") != "" {
			c := res.RootCauses[0]
			t.Logf("MISS %s chunk %d-%d got %s %s %q", r.Log, r.Start, r.End, c.Span, c.Format, c.Title)
		}
		for i := 0; i < min(3, len(res.RootCauses)); i++ {
			if hit(i) {
				any3++
				l.any3++
				break
			}
		}
	}
	require.NoError(t, sc.Err())
	var langs []string
	for k := range per {
		langs = append(langs, k)
	}
	sort.Strings(langs)
	for _, k := range langs {
		l := per[k]
		t.Logf("%-12s logs %3d  top1 %3d  any3 %3d  none %3d", k, l.n, l.top1, l.any3, l.none)
	}
	t.Logf("ALL logs %d  top1 %.3f  any3 %.3f  no root cause %d", n, float64(top1)/float64(n), float64(any3)/float64(n), none)
}
