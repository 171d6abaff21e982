package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRunExitsWithTheCommandsStatus(t *testing.T) {
	cases := []struct {
		name   string
		args   []string
		code   int
		stdout []string
		stderr string
	}{
		{"status passed through", []string{"run", "--", "sh", "-c", "echo hi; exit 3"}, 3,
			[]string{"hi\nhi\n[kept whole as test0001; exit status 3; `wisptriage recall test0001 --from 1` pages it"}, ""},
		{"success", []string{"run", "--quiet", "--", "true"}, 0, []string{"[kept whole as test0001; exit status 0;"}, ""},
		{"not found", []string{"run", "--", "wisptriage-no-such-command", "x"}, 127,
			[]string{"wisptriage run: wisptriage-no-such-command: command not found\n", "exit status 127; the command did not start"},
			"wisptriage: wisptriage-no-such-command: command not found\n"},
		{"killed by a signal", []string{"run", "--quiet", "--", "sh", "-c", "kill -9 $$"}, 137,
			[]string{"exit status 137; killed by SIGKILL (signal 9)"}, ""},
		{"a shell script", []string{"run", "--quiet", "--shell", "echo a | tr a b"}, 0, []string{"b\n[kept whole"}, ""},
		{"timeout", []string{"run", "--quiet", "--timeout", "200ms", "--", "sh", "-c", "echo started; sleep 5"}, 124,
			[]string{"started\n", "exit status 124; timed out after 200ms: SIGTERM (signal 15) sent to the command's process group"}, ""},
		{"flags after -- are the command's", []string{"run", "--quiet", "--", "sh", "-c", `echo "$1"`, "sh", "--quiet"}, 0,
			[]string{"--quiet\n[kept whole"}, ""},
		{"the view starts on its own line", []string{"run", "--", "printf", "no newline"}, 0,
			[]string{"no newline\nno newline\n[kept whole"}, ""},
		{"notable", []string{"run", "--quiet", "--notable", "--timeout", "300ms", "--", "sh", "-c", "echo 'main.go:3:1: error: undefined: x'; sleep 5"}, 124,
			[]string{"FAILURE", "main.go:3:1: error: undefined: x", "[timed out after 300ms"}, ""},
		{"no command", []string{"run"}, 2, nil, "no command"},
		{"both --shell and a command", []string{"run", "--shell", "true", "--", "true"}, 2, nil, "not both"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := wt(t, t.TempDir(), "", c.args...)
			assert.Equal(t, c.code, r.code, r.stderr)
			for _, s := range c.stdout {
				assert.Contains(t, r.stdout, s)
			}
			assert.Contains(t, r.stderr, c.stderr)
			assert.NotContains(t, r.stdout, "again")
		})
	}
}

func TestRunRecordsAndRecalls(t *testing.T) {
	store := t.TempDir()
	r := wt(t, store, "", "--budget", "600", "run", "--quiet", "--", "sh", "-c", "seq 1 500; echo 'main.go:3:1: error: no' >&2; exit 2")
	require.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stdout, "held back: lines ")
	assert.Contains(t, r.stdout, "exit status 2")
	r = wt(t, store, "", "recall", "test0001", "--lines", "500-501")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "500: 500\n501: main.go:3:1: error: no\n")
	r = wt(t, store, "", "--format", "json", "ls")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `"exit_status": 2`)
	assert.Contains(t, r.stdout, `"source": "run"`)
}

func TestRunJSON(t *testing.T) {
	r := wt(t, t.TempDir(), "", "--format", "json", "run", "--", "sh", "-c", "echo shown; exit 2")
	require.Equal(t, 2, r.code, r.stderr)
	assert.Equal(t, "shown\n", r.stderr, "the live output goes to stderr, leaving stdout to the result")
	var res []map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &res), r.stdout)
	require.Len(t, res, 1)
	assert.EqualValues(t, 2, res[0]["exit_status"])
	assert.Contains(t, res[0], "duration_s")
	assert.Less(t, res[0]["duration_s"].(float64), 10.0)
	assert.Equal(t, "shown\n"+res[0]["note"].(string)+"\n", res[0]["view"])
}

func TestRunSplitView(t *testing.T) {
	r := wt(t, t.TempDir(), "", "--budget", "600", "run", "--split", "--", "sh", "-c", "seq 1 300; echo boom >&2; exit 1")
	require.Equal(t, 1, r.code, r.stderr)
	assert.Equal(t, "boom\n", r.stderr, "stderr is shown on stderr")
	view := r.stdout[strings.Index(r.stdout, "exit status 1\nstdout:\n"):]
	assert.True(t, strings.HasPrefix(view, "exit status 1\nstdout:\n1\n2\n"), view)
	assert.Contains(t, view, "300\nstderr:\nboom\n[held back: lines ")
	assert.LessOrEqual(t, len(view), 600)
}
