// Package report renders summaries and views as text, markdown (a PR comment with a
// fingerprint), JSON, GitHub workflow commands (annotations and the step summary) and
// SARIF 2.1.0: one rendering engine, several front-ends, each fitted to where it is read.
//
// report imports every package but cmd. It reads no environment: the runner's paths
// ($GITHUB_STEP_SUMMARY, $GITHUB_WORKSPACE) come in through [Options].
package report
