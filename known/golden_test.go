package known

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// assertGolden compares got with the golden file at path, or rewrites it with -update.
func assertGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "no golden file; run go test ./known/ -update")
	assert.Equal(t, string(bytes.TrimSpace(want)), string(bytes.TrimSpace(got)), "golden %s", path)
}
