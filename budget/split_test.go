package budget

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/wisptriage/wisptriage/ingest"
)

func TestShareRoom(t *testing.T) {
	cases := []struct {
		name  string
		room  int
		sizes []int64
		want  []int
	}{
		{"in proportion", 1000, []int64{6000, 4000}, []int{600, 400}},
		{"a short stream keeps a fifth", 1000, []int64{99000, 1000}, []int{800, 200}},
		{"what a stream does not need goes to the other", 1000, []int64{50000, 30}, []int{970, 30}},
		{"both fit", 1000, []int64{300, 200}, []int{300, 200}},
		{"an empty stream gets nothing", 1000, []int64{50000, 0}, []int{1000, 0}},
		{"nothing at all", 1000, []int64{0, 0}, []int{0, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := ShareRoom(c.room, c.sizes)
			assert.Equal(t, c.want, got)
			sum := 0
			for _, s := range got {
				sum += s
			}
			assert.LessOrEqual(t, sum, c.room)
		})
	}
}

// splitLog stores a split run's rendering and says where its streams lie, as Store.Run does.
func splitLog(t *testing.T, status string, out, errs []string) (*ingest.Log, []ingest.Stream) {
	t.Helper()
	s, err := ingest.Open(filepath.Join(t.TempDir(), "store"), ingest.Options{})
	require.NoError(t, err)
	var b strings.Builder
	b.WriteString(status + "\n")
	var streams []ingest.Stream
	line := 2
	for i, lines := range [][]string{out, errs} {
		st := ingest.Stream{Name: [...]string{"stdout", "stderr"}[i], Title: line, From: line + 1, To: line + len(lines)}
		b.WriteString(st.Name + ":\n")
		for _, l := range lines {
			b.WriteString(l + "\n")
			st.Bytes += int64(len(l) + 1)
		}
		streams = append(streams, st)
		line = st.To + 1
	}
	rec, err := s.Ingest(context.Background(), strings.NewReader(b.String()), ingest.Meta{Name: "split"})
	require.NoError(t, err)
	log, err := s.OpenLog(rec.ID)
	require.NoError(t, err)
	t.Cleanup(func() { log.Close() })
	return log, streams
}

func numbered(prefix string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s line %d of the stream", prefix, i+1)
	}
	return out
}

func TestViewStreamsSharesTheRoom(t *testing.T) {
	status := 2
	log, streams := splitLog(t, "exit status 2", numbered("out", 5000), numbered("err", 40))
	v, err := ViewStreams(context.Background(), log, streams, ViewOptions{Room: 4096, ExitStatus: &status,
		Facts: []string{"timed out after 1s"}, Always: true})
	require.NoError(t, err)
	assert.LessOrEqual(t, len(v.Text), 4096)
	assert.True(t, strings.HasPrefix(v.Text, "exit status 2\nstdout:\nout line 1 of the stream\n"), v.Text)
	assert.Contains(t, v.Text, "\nstderr:\nerr line 1 of the stream\n", "the short stream is not crowded out")
	assert.Contains(t, v.Text, "out line 5000 of the stream\nstderr:\n")
	require.Len(t, v.Report.Streams, 2)
	out, errs := v.Report.Streams[0], v.Report.Streams[1]
	assert.GreaterOrEqual(t, errs.Room, out.Room/4, "at least a fifth of the room")
	assert.Equal(t, 5000, out.LinesTotal)
	require.NotNil(t, out.HeldBack)
	assert.Equal(t, out.LinesTotal, out.LinesKept+out.HeldBack.Lines, "every line is shown or held back")
	assert.GreaterOrEqual(t, out.HeldBack.From, streams[0].From)
	assert.LessOrEqual(t, out.HeldBack.To, streams[0].To)
	// The held-back range is numbered as the stored output: its lines are the ones recalled.
	var first string
	require.NoError(t, log.Range(context.Background(), out.HeldBack.From, out.HeldBack.From, func(r ingest.Row) error {
		first = string(r.Text)
		return nil
	}))
	assert.Equal(t, fmt.Sprintf("out line %d of the stream", out.HeldBack.From-streams[0].From+1), first)
	assert.Contains(t, v.Note, fmt.Sprintf("held back: lines %d-", out.HeldBack.From))
	assert.Contains(t, v.Note, "exit status 2; timed out after 1s")
	assert.NotContains(t, v.Note, "run the command again")
	assert.Equal(t, "split", v.Report.Mode)
}

func TestViewStreamsBothHeldBack(t *testing.T) {
	log, streams := splitLog(t, "exit status 1", numbered("out", 3000), numbered("err", 2000))
	v, err := ViewStreams(context.Background(), log, streams, ViewOptions{Room: 4096})
	require.NoError(t, err)
	assert.LessOrEqual(t, len(v.Text), 4096)
	r := v.Report.Streams
	require.NotNil(t, r[0].HeldBack)
	require.NotNil(t, r[1].HeldBack)
	assert.Contains(t, v.Note, fmt.Sprintf("held back: lines %s-%s", ingest.Thousands(r[0].HeldBack.From), ingest.Thousands(r[0].HeldBack.To)))
	assert.Contains(t, v.Note, fmt.Sprintf(" and %s-%s", ingest.Thousands(r[1].HeldBack.From), ingest.Thousands(r[1].HeldBack.To)))
	assert.Equal(t, 2, strings.Count(v.Text, "held back …]"), "one marker per stream")
}

func TestViewStreamsWholeWhenItFits(t *testing.T) {
	log, streams := splitLog(t, "exit status 0", []string{"built"}, nil)
	v, err := ViewStreams(context.Background(), log, streams, ViewOptions{Room: 4096})
	require.NoError(t, err)
	assert.Equal(t, "exit status 0\nstdout:\nbuilt\nstderr:\n", v.Text)
	assert.Empty(t, v.Note)
	assert.Equal(t, 4, v.Report.LinesKept)
}
