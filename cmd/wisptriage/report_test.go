package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wtEnv runs the real app like wt, with the given environment (the runner's variables).
func wtEnv(t *testing.T, store string, vars map[string]string, args ...string) run {
	t.Helper()
	var out, errb bytes.Buffer
	env := Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Getenv: func(k string) string { return vars[k] },
		Now:   func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) },
		NewID: func() string { return "test0001" }}
	err := runApp(context.Background(), newApp(env), append([]string{"wisptriage", "--store", store}, args...))
	return run{code: exitCode(err, &errb), stdout: out.String(), stderr: errb.String()}
}

// bigBuild is real gcc output repeated for n distinct files: n independent root causes.
func bigBuild(t *testing.T, n int) string {
	t.Helper()
	real, err := os.ReadFile(filepath.Join("..", "..", "known", "testdata", "gcc", "gcc-undeclared-cascade.log"))
	require.NoError(t, err)
	var b strings.Builder
	for i := 1; i <= n; i++ {
		b.WriteString(strings.ReplaceAll(string(real), "cascade.c", fmt.Sprintf("/home/runner/work/app/app/src/f%03d.c", i)))
	}
	path := filepath.Join(t.TempDir(), "build.log")
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
	return path
}

func TestMarkdownIsSizedForAComment(t *testing.T) {
	log := bigBuild(t, 500)
	r := wt(t, t.TempDir(), "", "--format", "markdown", "notable", log)
	require.Equal(t, 0, r.code, r.stderr)
	assert.LessOrEqual(t, len(r.stdout), 65_000)
	assert.Greater(t, len(r.stdout), 32_000, "not the 4 KiB default of the other formats")
	assert.Contains(t, r.stdout, "Held back by the 65,000-byte budget")
	assert.Regexp(t, `^<!-- wisptriage:fingerprint=[0-9a-f]{16} -->\n`, r.stdout)

	r = wt(t, t.TempDir(), "", "--budget", "5000", "--format", "markdown", "notable", log)
	require.Equal(t, 0, r.code, r.stderr)
	assert.LessOrEqual(t, len(r.stdout), 5000, "an explicit --budget wins")
	assert.Contains(t, r.stdout, "Held back by the 5,000-byte budget")
}

func TestGitHubFormatWithTheRunnersEnvironment(t *testing.T) {
	log := bigBuild(t, 500)
	summary := filepath.Join(t.TempDir(), "step_summary")
	vars := map[string]string{"GITHUB_STEP_SUMMARY": summary, "GITHUB_WORKSPACE": "/home/runner/work/app/app"}
	r := wtEnv(t, t.TempDir(), vars, "--format", "github", "notable", log)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, 10, strings.Count(r.stdout, "\n::error ")+boolInt(strings.HasPrefix(r.stdout, "::error ")))
	assert.Contains(t, r.stdout, "::error file=src/f001.c,line=1,col=22,title=gcc%3A root cause 1 of 500 (log L2-5)::")
	assert.Contains(t, r.stdout, "::notice title=wisptriage::490 more root causes")
	assert.Contains(t, r.stdout, "`wisptriage notable test0001`")
	b, err := os.ReadFile(summary)
	require.NoError(t, err)
	assert.Less(t, len(b), 1<<20)
	assert.Contains(t, string(b), "`src/f500.c:1:22`", "the step summary holds what the annotations could not")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestSARIFAndFingerprintsInJSON(t *testing.T) {
	log := filepath.Join("..", "..", "known", "testdata", "gcc", "gcc-undeclared-cascade.log")
	r := wt(t, t.TempDir(), "", "--format", "sarif", "notable", log)
	require.Equal(t, 0, r.code, r.stderr)
	var sarif struct {
		Version string
		Runs    []struct {
			Results []struct {
				RuleID string
				Level  string
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &sarif))
	assert.Equal(t, "2.1.0", sarif.Version)
	require.Len(t, sarif.Runs, 1)
	require.Len(t, sarif.Runs[0].Results, 1)
	assert.Equal(t, "gcc", sarif.Runs[0].Results[0].RuleID)

	r = wt(t, t.TempDir(), "", "--format", "json", "notable", log)
	require.Equal(t, 0, r.code, r.stderr)
	var sj struct {
		Fingerprints struct {
			Overall    string
			RootCauses []string `json:"root_causes"`
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &sj))
	assert.Len(t, sj.Fingerprints.Overall, 16)
	assert.Len(t, sj.Fingerprints.RootCauses, 1)

	r = wt(t, t.TempDir(), "", "--format", "markdown", "notable", log)
	assert.Contains(t, r.stdout, "<!-- wisptriage:fingerprint="+sj.Fingerprints.Overall+" -->")

	r = wt(t, t.TempDir(), "", "--format", "xml", "notable", log)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "github or sarif")
}

func TestNoRedactReachesEveryFormat(t *testing.T) {
	const token = "ghp_0123456789abcdefghijABCDEFGHIJ012345"
	log := filepath.Join(t.TempDir(), "leak.log")
	require.NoError(t, os.WriteFile(log, []byte("main.c:3:5: error: cannot fetch with "+token+"\n"), 0o644))
	for _, f := range []string{"text", "markdown", "json", "github", "sarif"} {
		r := wt(t, t.TempDir(), "", "--format", f, "notable", log)
		require.Equal(t, 0, r.code, r.stderr)
		assert.NotContains(t, r.stdout, token, f)
		r = wt(t, t.TempDir(), "", "--no-redact", "--format", f, "notable", log)
		assert.Contains(t, r.stdout, token, "%s --no-redact", f)
	}
}
