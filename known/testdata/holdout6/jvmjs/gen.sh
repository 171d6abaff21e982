#!/bin/bash
# SIXTH HOLDOUT logs, Java and JavaScript/TypeScript family: the MAINSTREAM failures a maintainer
# sees every week (cannot find symbol, a failing assertEquals under surefire, a NullPointerException,
# a TypeScript type error, eslint no-unused-vars, a jest toBe, vitest, a node TypeError crash,
# `npm test` failing, webpack Module not found) and two passing runs. Real tool output, labelled by
# hand in manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h6 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h6 known/testdata/holdout6/jvmjs/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout6-jvmjs) so the paths in the logs stay the same from run to run.
#
# Tools (this machine, Debian 12): OpenJDK 17.0.15 (javac, java), Maven 3.8.7 (offline,
# /usr/share/maven-repo: maven-compiler-plugin 3.10.1, surefire 2.22.3, JUnit 4.13.2),
# Node 20.20.2 with npm 11.19.1, and from npm (installed outside the repo):
#   mkdir -p /tmp/hojs && cd /tmp/hojs && npm init -y && npm install jest@29 vitest@3 \
#     mocha@10 eslint@9 @eslint/js@9 typescript@5 webpack@5 webpack-cli@5 vite@6
# which gave jest 29.7.0, vitest 3.2.7, mocha 10.8.2, eslint 9.39.5, tsc 5.9.3,
# webpack 5.113.0 (webpack-cli 5.1.4). Set HOJS to use another directory.
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.),
# some with two steps; *-color runs the tool with its colour on (Maven -Dstyle.color=always,
# FORCE_COLOR=1 for vitest); *-crlf has CRLF line ends; one log is gzipped (.log.gz).
# exits.tsv holds each exit status.
#
# Sections: ONLY="java js" bash gen.sh regenerates only those (exits.tsv keeps the rest).
# Some output varies from run to run (timings, dates): after regenerating, re-check the line
# numbers in manifest.jsonl. jest runs --runInBand with a fresh cache, vitest with
# --no-file-parallelism and a fresh cache, node --test with --test-concurrency=1, Maven runs
# surefire's classes in alphabetical order, so the order of output is stable. javac reports
# errors in the order Maven lists the source files (the directory order of the fresh copy).
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout6-jvmjs
hojs=${HOJS:-/tmp/hojs}
repo=/usr/share/maven-repo
mkdir -p "$logs"
mkdir -p "$work"
[ -z "${ONLY:-}" ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"

have() { command -v "$1" >/dev/null 2>&1 || { echo "skip: $1 is not installed" >&2; return 1; }; }
# fresh NAME: a clean copy of src/NAME in $work/NAME; prints its path.
fresh() { rm -rf "${work:?}/$1" && cp -r "$here/src/$1" "$work/$1" && echo "$work/$1"; }
# jsdeps DIR: the npm tools, through a node_modules link.
jsdeps() { ln -s "$hojs/node_modules" "$1/node_modules"; }
# run ID DIR CMD...: runs CMD in DIR, its stdout and stderr to logs/ID.log.
run() {
	local id=$1 dir=$2
	shift 2
	(cd "$dir" && "$@") > "$logs/$id.log" 2>&1
	local rc=$?
	printf '%s\t%s\n' "$id" "$rc" >> "$logs/exits.tsv"
	return 0
}
# stamp: GitHub Actions' timestamp before each line.
stamp() {
	awk 'BEGIN { t = 0 }
	{ t++; ticks = 4800000000 + t * 1234567; s = int(ticks / 10000000)
	  printf "2024-05-06T07:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
}
# gha_step "CMD" RC < output: one step as the runner writes it (without the timestamps).
gha_step() {
	echo "##[group]Run $1"
	echo "$1"
	echo "shell: /usr/bin/bash -e {0}"
	echo "##[endgroup]"
	cat
	[ "$2" -ne 0 ] && echo "##[error]Process completed with exit code $2."
	return 0
}
# gha ID DIR CMD: runs CMD (a shell command line) in DIR as a one-step job log.
gha() {
	local id=$1 dir=$2 cmd=$3 out rc
	out=$(mktemp)
	(cd "$dir" && bash -e -c "$cmd") > "$out" 2>&1
	rc=$?
	gha_step "$cmd" "$rc" < "$out" | stamp > "$logs/$id.log"
	printf '%s\t%s\n' "$id" "$rc" >> "$logs/exits.tsv"
	rm -f "$out"
}
# gha_steps ID DIR "CMD1" "CMD2" ...: a multi-step job; stops at the first failing step.
gha_steps() {
	local id=$1 dir=$2 out rc=0 all
	shift 2
	all=$(mktemp)
	for cmd in "$@"; do
		out=$(mktemp)
		(cd "$dir" && bash -e -c "$cmd") > "$out" 2>&1
		rc=$?
		gha_step "$cmd" "$rc" < "$out" >> "$all"
		rm -f "$out"
		[ "$rc" -ne 0 ] && break
	done
	stamp < "$all" > "$logs/$id.log"
	printf '%s\t%s\n' "$id" "$rc" >> "$logs/exits.tsv"
	rm -f "$all"
}
# sect NAME: run only the sections listed in $ONLY (all when unset).
sect() { [ -z "${ONLY:-}" ] || [[ " $ONLY " == *" $1 "* ]]; }

# ---------------------------------------------------------------- Java
if sect java && have mvn; then
	# a renamed accessor (getAmount -> amount) called from two files, and a missing
	# java.time.LocalDate import; Maven repeats every error after BUILD FAILURE
	d=$(fresh java-maven-ledger)
	run java-maven-cannot-find-symbol-color "$d" mvn -o -B -Dmaven.repo.local=$repo -Dstyle.color=always compile
	# one assertEquals failure among six test classes; a passing test prints an "ERROR" log line
	d=$(fresh java-surefire-textkit)
	gha gha-java-maven-surefire-assertequals "$d" "mvn -o -B -Dmaven.repo.local=$repo test"
	# success: two @Ignore'd tests, and the code under test prints "failed with error" to stderr
	d=$(fresh java-maven-success)
	gha_steps gha-java-maven-test-success-ignored "$d" "java -version" "mvn -o -B -Dmaven.repo.local=$repo test"
fi
if sect java && have javac && have java; then
	# helpful NullPointerException (javac -g so it names the local) from a site code typo in the CSV
	d=$(fresh java-npe-report)
	gha_steps gha-java-npe-helpful-message "$d" \
		"mkdir -p out && javac -g -d out \$(find src -name '*.java' | sort)" \
		"java -cp out net.fieldnote.report.Main data/spring-2024.csv"
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
if sect js && have node && have npm && [ -d "$hojs/node_modules" ]; then
	d=$(fresh js-tsc-types); jsdeps "$d"; run js-tsc-noemit-three-errors-crlf "$d" npm run typecheck
	# CRLF: as a Windows runner stores it.
	sed -i 's/$/\r/' "$logs/js-tsc-noemit-three-errors-crlf.log"
	d=$(fresh js-eslint-unused); jsdeps "$d"
	gha_steps gha-js-build-then-eslint-no-unused-vars "$d" "npm run build" "npm run lint"
	d=$(fresh js-jest-long); jsdeps "$d"; run js-jest-verbose-long-one-tobe "$d" npm test
	gzip -9 -n -f "$logs/js-jest-verbose-long-one-tobe.log"
	d=$(fresh js-vitest-cron); jsdeps "$d"; gha gha-js-vitest-two-failures-color "$d" "FORCE_COLOR=1 npm test"
	d=$(fresh js-node-crash); run js-node-script-typeerror "$d" node scripts/build-index.js
	# no node_modules link: npm ci installs nothing (no dependencies) but would remove it
	# "test": "node --test": on Node 20 the default reporter off a terminal is TAP
	d=$(fresh js-npm-test-duration)
	gha_steps gha-js-npm-ci-then-npm-test-node-tap "$d" "npm ci --no-audit --no-fund" "npm test"
	d=$(fresh js-webpack-notfound); jsdeps "$d"; gha gha-js-webpack-module-not-found-two "$d" "npm run build"
	d=$(fresh js-mocha-success); jsdeps "$d"; run js-mocha-pending-success-stderr "$d" npm test
elif sect js; then
	echo "skip: node, npm or $hojs/node_modules missing: no JavaScript logs" >&2
fi

# keep the last status of each id (sections can be re-run with ONLY=...)
tac "$logs/exits.tsv" | awk -F'\t' '!seen[$1]++' | tac > "$logs/exits.tsv.new" && mv "$logs/exits.tsv.new" "$logs/exits.tsv"
[ -z "${ONLY:-}" ] && rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
