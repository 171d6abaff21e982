package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/urfave/cli/v2"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// golden compares got with testdata/NAME, or rewrites it under -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create it")
	assert.Equal(t, string(want), got)
}

type run struct {
	code           int
	stdout, stderr string
}

// wt runs the real app with buffers, the way main does.
func wt(t *testing.T, store string, stdin string, args ...string) run {
	t.Helper()
	var out, errb bytes.Buffer
	n := 0
	env := Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb, Getenv: func(string) string { return "" },
		Now:   func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) },
		NewID: func() string { n++; return fmt.Sprintf("test%04d", n) }}
	// t.TempDir is 0755; a store open to others is repaired and said, which is not what
	// these tests look at.
	if st, err := os.Stat(store); err == nil && st.IsDir() {
		os.Chmod(store, 0o700)
	}
	full := append([]string{"wisptriage", "--store", store}, args...)
	err := runApp(context.Background(), newApp(env), full)
	return run{code: exitCode(err, &errb), stdout: out.String(), stderr: errb.String()}
}

func TestHelpText(t *testing.T) {
	r := wt(t, t.TempDir(), "", "--help")
	require.Equal(t, 0, r.code)
	golden(t, "help.txt", r.stdout)
	for _, cmd := range newApp(Env{Getenv: os.Getenv}).Commands {
		r := wt(t, t.TempDir(), "", cmd.Name, "--help")
		require.Equal(t, 0, r.code, cmd.Name)
		golden(t, "help-"+cmd.Name+".txt", r.stdout)
	}
}

func TestEveryFlagHasAnEnvironmentVariable(t *testing.T) {
	app := newApp(Env{Getenv: os.Getenv})
	check := func(where string, flags []cli.Flag) {
		for _, f := range flags {
			if f.Names()[0] == "help" {
				continue
			}
			env, ok := f.(interface{ GetEnvVars() []string })
			if assert.True(t, ok, "%s --%s", where, f.Names()[0]) {
				assert.NotEmpty(t, env.GetEnvVars(), "%s --%s has no environment variable", where, f.Names()[0])
			}
		}
	}
	check("global", app.Flags)
	for _, c := range app.Commands {
		check(c.Name, c.Flags)
	}
}

func TestIngestAndRecall(t *testing.T) {
	store := t.TempDir()
	var in strings.Builder
	for i := 1; i <= 3000; i++ {
		fmt.Fprintf(&in, "line %d: all is well\n", i)
		if i%1000 == 0 {
			fmt.Fprintf(&in, "error: something broke at %d\n", i)
		}
	}
	r := wt(t, store, in.String(), "--format", "json", "ingest", "-")
	require.Equal(t, 0, r.code, r.stderr)
	var res []map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &res))
	require.Len(t, res, 1)
	id := res[0]["id"].(string)
	assert.EqualValues(t, 3003, res[0]["lines"])
	assert.EqualValues(t, 4096, res[0]["budget"])
	held := res[0]["held_back"].(map[string]any)
	assert.LessOrEqual(t, len(res[0]["view"].(string)), 4096)
	assert.Contains(t, res[0]["view"], "recall "+id+" --from")
	assert.EqualValues(t, held["to"].(float64)-held["from"].(float64)+1, held["lines"])

	r = wt(t, store, "", "recall", id, "--matching", "ERROR: something")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "1001: error: something broke at 1000\n")
	assert.Contains(t, r.stdout, "3 matches in all")

	r = wt(t, store, "", "--format", "json", "recall", id, "--lines", "2999-3003")
	require.Equal(t, 0, r.code, r.stderr)
	var page struct {
		Lines []struct {
			Line int
			Text string
		}
		Next *string
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &page))
	require.Len(t, page.Lines, 5)
	assert.Equal(t, 2999, page.Lines[0].Line)
	assert.Equal(t, "error: something broke at 3000", page.Lines[4].Text)
	assert.Nil(t, page.Next)

	r = wt(t, store, "", "recall", id, "--from", "10")
	assert.Contains(t, r.stdout, "next page: wisptriage recall "+id+" --from ")

	r = wt(t, store, "", "ls")
	assert.Contains(t, r.stdout, id)
	r = wt(t, store, "", "show", id)
	assert.Equal(t, in.String(), r.stdout)
	r = wt(t, store, "", "rm", id)
	assert.Equal(t, 0, r.code)
	r = wt(t, store, "", "show", id)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "no such output")
}

func TestBadInputExitStatus(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	trunc := filepath.Join(dir, "trunc.gz")
	require.NoError(t, os.WriteFile(trunc, []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0x4b}, 0o600))
	cases := []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"missing file", []string{"ingest", filepath.Join(dir, "nope")}, 2, "no such file"},
		{"directory", []string{"ingest", dir}, 2, "a directory"},
		{"fifo", []string{"ingest", fifo}, 2, "a FIFO"},
		{"truncated gzip", []string{"ingest", trunc}, 2, "gzip"},
		{"unknown flag", []string{"ingest", "--nope", "x"}, 2, "nope"},
		{"bad format", []string{"--format", "xml", "ls"}, 2, "--format"},
		{"bad keep", []string{"ingest", "--keep", "middle", trunc}, 2, "--keep"},
		{"unknown id", []string{"recall", "zzzzzzzz"}, 2, "no such output"},
		{"bad range", []string{"recall", "abc", "--lines", "9-2"}, 2, "--lines"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			store := filepath.Join(t.TempDir(), "store")
			r := wt(t, store, "", c.args...)
			assert.Equal(t, c.code, r.code, r.stderr)
			assert.Contains(t, r.stderr, c.msg)
			assert.Equal(t, 1, strings.Count(strings.TrimSpace(r.stderr), "\n")+1, "one line: %q", r.stderr)
			entries, _ := os.ReadDir(store)
			for _, e := range entries {
				assert.False(t, strings.HasPrefix(e.Name(), ".tmp-"), "nothing half-written is left")
			}
		})
	}
}

func TestUnwritableStoreIsExit3(t *testing.T) {
	if os.Geteuid() == 0 {
		// root writes anywhere; use a file where the store's directory should be.
		f := filepath.Join(t.TempDir(), "file")
		require.NoError(t, os.WriteFile(f, nil, 0o600))
		r := wt(t, filepath.Join(f, "store"), "x\n", "ingest", "-")
		assert.Equal(t, 3, r.code, r.stderr)
		return
	}
	dir := t.TempDir()
	require.NoError(t, os.Chmod(dir, 0o500))
	r := wt(t, filepath.Join(dir, "store"), "x\n", "ingest", "-")
	assert.Equal(t, 3, r.code, r.stderr)
}

func TestRunCommandFlagsAreItsOwn(t *testing.T) {
	app := newApp(Env{Getenv: os.Getenv})
	cases := []struct{ in, want []string }{
		{[]string{"wt", "run", "make", "-j4"}, []string{"wt", "run", "make", "-j4"}},
		{[]string{"wt", "run", "--quiet", "sh", "-c", "x"}, []string{"wt", "run", "--quiet", "sh", "-c", "x"}},
		{[]string{"wt", "run", "--", "ls", "-l"}, []string{"wt", "run", "--", "ls", "-l"}},
		{[]string{"wt", "recall", "ID", "--lines", "1-5"}, []string{"wt", "recall", "--lines", "1-5", "ID"}},
		// Global flags after the command name go before it.
		{[]string{"wt", "notable", "--format", "json", "x.log"}, []string{"wt", "--format", "json", "notable", "x.log"}},
		{[]string{"wt", "--store", "s", "notable", "x.log", "--budget=900", "--exit", "2"}, []string{"wt", "--store", "s", "--budget=900", "notable", "--exit", "2", "x.log"}},
		{[]string{"wt", "run", "--format", "json", "make", "--format", "x"}, []string{"wt", "--format", "json", "run", "make", "--format", "x"}},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, intersperse(app, c.in))
	}
}

func TestGlobalFlagAfterTheCommand(t *testing.T) {
	r := wt(t, t.TempDir(), "main.go:3:2: error: x\n", "notable", "--format", "json", "-")
	assert.NotContains(t, r.stderr, "not defined")
	assert.True(t, strings.HasPrefix(r.stdout, "{"), r.stdout)
}
