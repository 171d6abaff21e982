package notable

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/wisptriage/wisptriage/ingest"
)

// A build log that prints a JSON report among its lines (real gcc output, then the real
// output of `npm ls --json`): the report is found with its lines and outlined, and the
// build's root cause still leads.
func TestJSONBlockInABuildLog(t *testing.T) {
	gcc, err := os.ReadFile("../known/testdata/gcc/gcc-missing-header.log")
	require.NoError(t, err)
	npm, err := os.ReadFile("../shape/testdata/npm/ls.json")
	require.NoError(t, err)
	var in bytes.Buffer
	in.Write(gcc)
	if !bytes.HasSuffix(gcc, []byte("\n")) {
		in.WriteByte('\n')
	}
	first := bytes.Count(in.Bytes(), []byte("\n")) + 1
	in.Write(npm)
	last := bytes.Count(in.Bytes(), []byte("\n"))
	in.WriteString("done\n")

	s, err := ingest.Open(filepath.Join(t.TempDir(), "store"), ingest.Options{})
	require.NoError(t, err)
	rec, err := s.Ingest(context.Background(), &in, ingest.Meta{})
	require.NoError(t, err)
	log, err := s.OpenLog(rec.ID)
	require.NoError(t, err)
	defer log.Close()
	sum, err := Summarize(context.Background(), log, Options{})
	require.NoError(t, err)
	require.NotEmpty(t, sum.RootCauses)
	assert.Less(t, sum.RootCauses[0].Span.From, first, "the compiler's error leads")
	require.Len(t, sum.Blocks, 1)
	assert.Equal(t, ingest.Span{From: first, To: last}, sum.Blocks[0].Span)
	require.NotNil(t, sum.Blocks[0].Outline.Root)
	assert.Equal(t, "object", sum.Blocks[0].Outline.Root.Type())
}
