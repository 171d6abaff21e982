package report

import (
	"context"
	"io"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/wisptriage/wisptriage/ingest"
	"github.com/wisptriage/wisptriage/notable"
)

// BenchmarkWriteNotable renders 500 root causes spread over many frames. Text fits a
// budget and reads the lines of only the causes it shows; JSON reads every cause's.
func BenchmarkWriteNotable(b *testing.B) {
	store, err := ingest.Open(b.TempDir(), ingest.Options{FrameSize: 16 << 10})
	require.NoError(b, err)
	f, err := os.Open(manyCauses(b, 500))
	require.NoError(b, err)
	defer f.Close()
	ctx := context.Background()
	rec, err := store.Ingest(ctx, f, ingest.Meta{Name: "build.log"})
	require.NoError(b, err)
	log, err := store.OpenLog(rec.ID)
	require.NoError(b, err)
	defer log.Close()
	s, err := notable.Summarize(ctx, log, notable.Options{})
	require.NoError(b, err)
	b.Logf("%d frames, %d root causes", len(log.Frames), len(s.RootCauses))
	for _, format := range []Format{Text, JSON} {
		b.Run(string(format), func(b *testing.B) {
			for b.Loop() {
				require.NoError(b, WriteNotable(ctx, io.Discard, log, s, Options{Format: format, Room: 4096}))
			}
		})
	}
}
