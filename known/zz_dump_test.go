//go:build wtstats

package known

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// WT_DUMP_IN: files, one a line; WT_DUMP_OUT: a directory for their results.
func TestZZDump(t *testing.T) {
	list, err := os.ReadFile(os.Getenv("WT_DUMP_IN"))
	if err != nil {
		t.Skip()
	}
	set, err := Compile(Formats())
	if err != nil {
		t.Fatal(err)
	}
	out := os.Getenv("WT_DUMP_OUT")
	os.MkdirAll(out, 0o755)
	for _, p := range strings.Fields(string(list)) {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		res := readAll(set, Options{}, data)
		b, _ := json.MarshalIndent(res, "", " ")
		name := strings.ReplaceAll(strings.TrimPrefix(p, "/"), "/", "_")
		os.WriteFile(filepath.Join(out, name+".json"), b, 0o644)
	}
}
