#!/usr/bin/env bash
# The GitHub Action's work (action.yml calls it; cmd/wisptriage/report_test.go runs it with
# a fake runner environment). Inputs come as environment variables, never pasted into
# the script, so a command or a path with quotes in it stays data:
#   WT_LOG            a log file to triage, or
#   WT_RUN            a shell command to run and triage (its exit status is this step's)
#   WT_EXIT           the exit status of the command that wrote WT_LOG, when known
#   WT_MARKDOWN_FILE  where to write the markdown report for a comment step (optional)
#   WT_BUDGET         --budget for the markdown file (optional; default 65,000 bytes)
#   WT_BIN            the wisptriage binary (default: wisptriage on PATH)
# It writes the annotations to standard output, the markdown report to
# $GITHUB_STEP_SUMMARY, and id, outcome, fingerprint and markdown-file to $GITHUB_OUTPUT.
set -uo pipefail

bin=${WT_BIN:-wisptriage}
store=${WISPTRIAGE_STORE:-${RUNNER_TEMP:-${TMPDIR:-/tmp}}/wisptriage-store}
export WISPTRIAGE_STORE=$store
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

status=0
if [ -n "${WT_RUN:-}" ]; then
	if [ -n "${WT_LOG:-}" ]; then
		echo "::error title=wisptriage::give the action log or run, not both" >&2
		exit 2
	fi
	# The command's output is shown live on stderr; the summary (JSON) is kept for below.
	"$bin" --format json run --notable -- sh -c "$WT_RUN" >"$work/summary.json"
	status=$?
elif [ -n "${WT_LOG:-}" ]; then
	exit_args=()
	if [ -n "${WT_EXIT:-}" ]; then
		exit_args=(--exit "$WT_EXIT")
	fi
	if ! "$bin" --format json notable "${exit_args[@]}" "$WT_LOG" >"$work/summary.json"; then
		echo "::error title=wisptriage::cannot read the log $WT_LOG"
		exit 2
	fi
else
	echo "::error title=wisptriage::give the action a log to read or a command to run"
	exit 2
fi

# The summary's id is the stored output; every report below reads it from the store.
field() { sed -n "s/^  *\"$1\": \"\\([^\"]*\\)\",\{0,1\}\$/\\1/p" "$work/summary.json" | head -n 1; }
id=$(field id)
if [ -z "$id" ]; then
	echo "::error title=wisptriage::no summary (exit status $status); see the output above"
	exit $((status == 0 ? 2 : status))
fi
outcome=$(field outcome)
fingerprint=$(field overall)

# Annotations on stdout; the markdown report appended to $GITHUB_STEP_SUMMARY.
"$bin" --format github notable "$id" || exit 2

markdown=${WT_MARKDOWN_FILE:-}
if [ -n "$markdown" ]; then
	budget_args=()
	if [ -n "${WT_BUDGET:-}" ]; then
		budget_args=(--budget "$WT_BUDGET")
	fi
	"$bin" --format markdown "${budget_args[@]}" notable "$id" >"$markdown" || exit 2
fi

if [ -n "${GITHUB_OUTPUT:-}" ]; then
	{
		echo "id=$id"
		echo "outcome=$outcome"
		echo "fingerprint=$fingerprint"
		echo "markdown-file=$markdown"
	} >>"$GITHUB_OUTPUT"
fi
exit "$status"
