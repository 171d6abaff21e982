package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
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
		// Each copy misses its own identifier: errors naming one missing identifier
		// are one root cause, wherever they are.
		v := fmt.Sprintf("‘v%03d’", i)
		b.WriteString(strings.NewReplacer("cascade.c", fmt.Sprintf("/home/runner/work/app/app/src/f%03d.c", i),
			"‘y’", v, "‘z’", v, "‘x’", v).Replace(string(real)))
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
	require.Len(t, sarif.Runs[0].Results, 3, "y, z and x undeclared: three root causes")
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
	assert.Len(t, sj.Fingerprints.RootCauses, 3)

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

// TestActionScript runs the composite action's script (scripts/action.sh, what action.yml
// calls) with bash, a freshly built binary in place of go install, and a fake runner: a
// step summary that already holds a line, GITHUB_OUTPUT and a workspace.
func TestActionScript(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "wisptriage")
	build := exec.Command("go", "build", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	script, err := filepath.Abs(filepath.Join("..", "..", "scripts", "action.sh"))
	require.NoError(t, err)
	repoLog, err := filepath.Abs(filepath.Join("..", "..", "known", "testdata", "gotest", "gotest-fail.log"))
	require.NoError(t, err)

	action := func(t *testing.T, vars ...string) (code int, stdout string, summary, outputs string) {
		t.Helper()
		summaryFile := filepath.Join(t.TempDir(), "step_summary.md")
		require.NoError(t, os.WriteFile(summaryFile, []byte("## tests\n"), 0o644))
		outputFile := filepath.Join(t.TempDir(), "github_output")
		cmd := exec.Command("bash", script)
		cmd.Dir = t.TempDir()
		cmd.Env = append(cleanEnv(), "WT_BIN="+bin, "RUNNER_TEMP="+t.TempDir(),
			"GITHUB_STEP_SUMMARY="+summaryFile, "GITHUB_OUTPUT="+outputFile, "GITHUB_WORKSPACE="+cmd.Dir)
		cmd.Env = append(cmd.Env, vars...)
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		err := cmd.Run()
		code = 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else {
			require.NoError(t, err)
		}
		s, _ := os.ReadFile(summaryFile)
		g, _ := os.ReadFile(outputFile)
		return code, o.String(), string(s), string(g)
	}

	t.Run("log", func(t *testing.T) {
		md := filepath.Join(t.TempDir(), "comment.md")
		code, stdout, summary, outputs := action(t, "WT_LOG="+repoLog, "WT_EXIT=1", "WT_MARKDOWN_FILE="+md)
		require.Equal(t, 0, code, stdout)
		assert.Contains(t, stdout, "::error file=calc_test.go,line=24,title=gotest%3A root cause 1 of 2 (log L1-3)::Add(-1, -1) = -2, want -3")
		assert.True(t, strings.HasPrefix(summary, "## tests\n"), "what the step wrote before stays")
		assert.Contains(t, summary, "### ❌ FAILURE · exit status 1 · test log")
		assert.Contains(t, outputs, "outcome=failure\n")
		assert.Regexp(t, `(?m)^id=[a-z0-9]+$`, outputs)
		assert.Contains(t, outputs, "markdown-file="+md+"\n")
		fp := regexp.MustCompile(`(?m)^fingerprint=([0-9a-f]{16})$`).FindStringSubmatch(outputs)
		require.NotNil(t, fp, outputs)
		comment, err := os.ReadFile(md)
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(string(comment), "<!-- wisptriage:fingerprint="+fp[1]+" -->\n"), "the sticky comment's key")
	})

	t.Run("run passes the command's status through", func(t *testing.T) {
		code, stdout, summary, outputs := action(t, "WT_RUN=cat '"+repoLog+"'; exit 3")
		assert.Equal(t, 3, code)
		assert.Contains(t, stdout, "::error file=calc_test.go,line=60,")
		assert.Contains(t, summary, "exit status 3")
		assert.Contains(t, outputs, "outcome=failure\n")
	})

	t.Run("nothing to read", func(t *testing.T) {
		code, stdout, _, _ := action(t)
		assert.Equal(t, 2, code)
		assert.Contains(t, stdout, "::error title=wisptriage::give the action a log")
	})

	t.Run("action.yml passes every input to the script", func(t *testing.T) {
		yml, err := os.ReadFile(filepath.Join("..", "..", "action.yml"))
		require.NoError(t, err)
		var doc struct {
			Inputs map[string]struct{ Default string }
			Runs   struct {
				Using string
				Steps []struct {
					Shell string
					Env   map[string]string
				}
			}
		}
		require.NoError(t, yaml.Unmarshal(yml, &doc), "action.yml is YAML")
		assert.Equal(t, "composite", doc.Runs.Using)
		passed := map[string]bool{}
		for _, st := range doc.Runs.Steps {
			for _, v := range st.Env {
				passed[v] = true
			}
		}
		for name := range doc.Inputs {
			if name != "setup-go" {
				assert.True(t, passed["${{ inputs."+name+" }}"], "input %s reaches no step", name)
			}
		}
		for _, v := range []string{"WT_LOG: ${{ inputs.log }}", "WT_RUN: ${{ inputs.run }}", "WT_EXIT: ${{ inputs.exit-status }}",
			"WT_MARKDOWN_FILE: ${{ inputs.markdown-file }}", "WT_BUDGET: ${{ inputs.budget }}",
			`bash "$GITHUB_ACTION_PATH/scripts/action.sh"`, "go install \"github.com/wisptriage/wisptriage/cmd/wisptriage@$ref\""} {
			assert.Contains(t, string(yml), v)
		}
	})
}

// cleanEnv is the test's environment without the runner's own variables, so a test run
// inside GitHub Actions does not write to the real step summary.
func cleanEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GITHUB_") && !strings.HasPrefix(kv, "WISPTRIAGE_") && !strings.HasPrefix(kv, "WT_") {
			env = append(env, kv)
		}
	}
	return env
}
