#!/bin/bash
# SEVENTH HOLDOUT logs, Java and JavaScript/TypeScript family (jvmjs): real tool output of the
# formats the earlier holdouts covered least (the JUnit 5 console launcher, JUnitCore, Gradle's
# "What went wrong", surefire with Caused by chains, a plain java run's nested causes, tsc pretty
# and plain, eslint stylish over several files, vitest in two files, a mocha "before each" hook,
# node --test's spec reporter, an unhandled rejection, vite's "Could not resolve", webpack's
# "ERROR in", npm run, npm ci with a lock file missing an entry), labelled by hand in
# manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h7 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h7 known/testdata/holdout7/jvmjs/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout7-jvmjs) so the paths in the logs stay the same from run to run.
#
# Tools (this machine, Debian 12): OpenJDK 17.0.15 (javac, java, javadoc), JUnit 4.13.2 and
# hamcrest 2.2 (/usr/share/java), JUnit Platform Console Launcher 1.9.1 with Jupiter 5.9.2
# (junit-platform-console-standalone.jar, /usr/share/java), Maven 3.8.7 offline
# (/usr/share/maven-repo: maven-compiler-plugin 3.10.1, surefire 2.22.3 with its JUnit Platform
# provider), Gradle 4.4.1 (Debian, --offline, jars from /usr/share/java), Node 20.20.2 with
# npm 11.19.1, and from npm (installed outside the repo, as for holdout6):
#   mkdir -p /tmp/hojs && cd /tmp/hojs && npm init -y && npm install jest@29 vitest@3 \
#     mocha@10 eslint@9 @eslint/js@9 typescript@5 webpack@5 webpack-cli@5 vite@6
# which gave vitest 3.2.7, mocha 10.8.2, eslint 9.39.5, tsc 5.9.3, webpack 5.113.0
# (webpack-cli 5.1.4), vite 6.4.6 (rollup 4), @types/node 20. Set HOJS to use another
# directory (the vite log's stack names files under it). The npm ci log asks the npm registry
# for the lock file's packages (it stops before downloading anything).
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a
# failing step ends the job); *-crlf has CRLF line ends; *-color runs the tool with its colour
# on (its own flag: Maven -Dstyle.color=always, tsc --pretty, eslint --color, FORCE_COLOR=1 for
# vitest, the JUnit console launcher's default); two logs are gzipped (.log.gz); ci-* runs a
# CI script under `set -x` (its `+ cmd` lines are bash's own). exits.tsv holds each status.
#
# Run to run differences: timings and dates (surefire's Time elapsed, Maven's Finished at,
# vitest's Start at/Duration, node:test's durations, Gradle's BUILD FAILED in, npm's debug-log
# name) change the text, not the line numbers. Order is kept stable: surefire runs classes in
# alphabetical order, the JUnit console launcher orders classes by name
# (ClassOrderer$ClassName), vitest runs without file parallelism, node --test with
# --test-concurrency=1. After regenerating, run label.py (rewrites manifest.jsonl from
# hand-chosen patterns, stops when one no longer fits) and check.py.
set -u
# the Debian tools only (no pyenv, nothing from /usr/local)
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8 TZ=UTC
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout7-jvmjs
hojs=${HOJS:-/tmp/hojs}
repo=/usr/share/maven-repo
J=/usr/share/java
mkdir -p "$logs" "$work"
: > "$logs/exits.tsv"

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
# gha_step "CMD" RC < output: one step as the runner writes it (without the timestamps); the
# runner ends an output's unterminated last line (Maven's closing colour reset) before its own.
gha_step() {
	echo "##[group]Run $1"
	echo "$1"
	echo "shell: /usr/bin/bash -e {0}"
	echo "##[endgroup]"
	awk 1
	[ "$2" -ne 0 ] && echo "##[error]Process completed with exit code $2."
	return 0
}
# gha_steps ID DIR "CMD1" "CMD2" ...: a job of one or more steps; stops at the first failing
# step (the steps after it are skipped, and a skipped step writes nothing to the job log).
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
crlf() { sed -i 's/$/\r/' "$logs/$1.log"; }

JUPITER_CP="$J/junit-jupiter-api.jar:$J/junit-jupiter-params.jar:$J/apiguardian-api.jar:$J/opentest4j.jar"
LAUNCHER="java -jar $J/junit-platform-console-standalone.jar --disable-banner"
# single-quoted inside the command lines (bash -c would expand $ClassName)
BY_NAME="'--config=junit.jupiter.testclass.order.default=org.junit.jupiter.api.ClassOrderer\$ClassName'"

# ---------------------------------------------------------------- Java
if have javac && have java; then
	# JUnit 5 console launcher (colour off), two steps: javac, then the launcher. assertThrows
	# where nothing is thrown (Money accepts negative amounts), and BillingPeriod.parse swaps
	# first and last: an assertAll with two failures and a second test failing from it
	d=$(fresh java-junit5-invoice)
	gha_steps gha-java-junit5-console-assertthrows-assertall "$d" \
		"mkdir -p out/main out/test && javac -d out/main \$(find src/main -name '*.java' | sort) && javac -d out/test -cp out/main:$JUPITER_CP \$(find src/test -name '*.java' | sort)" \
		"$LAUNCHER --disable-ansi-colors $BY_NAME -cp out/main:out/test --select-package com.tallyhouse.invoice"
	# JUnit 4 through JUnitCore: @Test(expected=...) not thrown, @Test(timeout=200) exceeded
	# by a retry backoff, a hamcrest contains() mismatch (LinkedHashMap in insertion order);
	# CRLF, as a Windows runner stores it
	d=$(fresh java-junit4-cache)
	run java-junitcore-expected-timeout-hamcrest-crlf "$d" bash -c \
		"mkdir -p out && javac -d out -cp $J/junit4.jar:$J/hamcrest.jar \$(find src test -name '*.java' | sort) && java -cp out:$J/junit4.jar:$J/hamcrest.jar org.junit.runner.JUnitCore org.pinecone.cache.ClosedCacheTest org.pinecone.cache.LoaderTest org.pinecone.cache.LruCacheTest"
	crlf java-junitcore-expected-timeout-hamcrest-crlf
	# a plain java run: IllegalStateException <- UncheckedIOException <- NoSuchFileException
	# (the stop-word file is english.txt, the config builds en.txt), after INFO lines on stderr
	d=$(fresh java-app-indexer)
	run java-app-nested-caused-by-nosuchfile "$d" bash -c \
		"mkdir -p out && javac -d out \$(find src -name '*.java' | sort) && java -cp out net.quarry.indexer.Main conf/indexer.properties"
	# success: JUnit 5 console launcher with its default ANSI colours: a @Disabled test, an
	# aborted assumption (red "Assumption failed" text), a WARN line on stderr
	d=$(fresh java-junit5-semver-success)
	run java-junit5-console-success-disabled-aborted-color "$d" bash -c \
		"mkdir -p out/main out/test && javac -d out/main \$(find src/main -name '*.java' | sort) && javac -d out/test -cp out/main:$JUPITER_CP \$(find src/test -name '*.java' | sort) && $LAUNCHER $BY_NAME -cp out/main:out/test --select-package org.versionist"
fi
if have mvn; then
	# Maven compile with colour: a test helper in src/main imports JUnit (test scope), and an
	# independent long-to-int return in Dwell.java; a -Xlint deprecation warning
	d=$(fresh java-maven-geofence)
	run java-maven-test-scope-import-lossy-color "$d" mvn -o -B -Dmaven.repo.local=$repo -Dstyle.color=always verify
	# surefire (JUnit 5 provider, trimStackTrace=false), 70 tests in 9 classes with log output:
	# the eu-road rate card has "0-5kg" bands, two tests error with a three-level Caused by
	# chain ending in NumberFormatException; an independent volumetric divisor failure;
	# GitHub Actions (two steps), gzipped
	d=$(fresh java-surefire-ratecard)
	gha_steps gha-java-surefire-jupiter-caused-by-long "$d" "mvn -B -v" \
		"mvn -o -B -Dmaven.repo.local=$repo test"
	gzip -9 -n -f "$logs/gha-java-surefire-jupiter-caused-by-long.log"
fi
if have gradle; then
	# Gradle 4.4 `build`: the javadocJar task runs javadoc, whose doclint stops on an @param
	# naming a renamed parameter (:javadoc FAILED, "What went wrong")
	d=$(fresh java-gradle-slugify)
	gha_steps gha-java-gradle-javadoc-param-not-found "$d" \
		"gradle --offline --no-daemon --console=plain build"
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
if have node && have npm && [ -d "$hojs/node_modules" ]; then
	# tsc --pretty (colour, code frames, summary table): 7 errors, 4 causes (a renamed field
	# used in two files, three uses of a possibly-undefined find() result, a missing property,
	# an unchecked index)
	d=$(fresh ts-strict-stockroom); jsdeps "$d"
	run ts-tsc-pretty-strict-color "$d" npx tsc --noEmit --pretty
	# tsc --pretty false through npm run build (npm 11 adds no error lines), GitHub Actions
	d=$(fresh ts-feedsync); jsdeps "$d"
	gha_steps gha-ts-npm-run-build-tsc-plain "$d" "npm run build"
	# eslint stylish, colour: four files, 15 errors, 2 warnings; a test file uses vitest's
	# globals that the flat config does not declare (12 no-undef)
	d=$(fresh js-eslint-kanban); jsdeps "$d"
	run js-eslint-stylish-four-files-color "$d" npx eslint --color src test
	# vitest (default reporter, FORCE_COLOR=1): one failing test in each of two files
	d=$(fresh ts-vitest-timesheet); jsdeps "$d"
	run ts-vitest-two-files-color "$d" env FORCE_COLOR=1 npx vitest run --no-file-parallelism
	# mocha spec: a "before each" hook fails (a helper turned async, not awaited), and an
	# unrelated deepStrictEqual failure; CRLF
	d=$(fresh js-mocha-orders); jsdeps "$d"
	run js-mocha-before-each-hook-and-deepequal-crlf "$d" npm test
	crlf js-mocha-before-each-hook-and-deepequal-crlf
	# node --test with the spec reporter: 227 tests, the 220-odd round trips of
	# conversions.test.js first; then a test file that imports a renamed module
	# (ERR_MODULE_NOT_FOUND) and a test that throws RangeError; gzipped
	d=$(fresh js-node-test-units)
	run js-node-test-spec-module-not-found-long "$d" npm test
	gzip -9 -n -f "$logs/js-node-test-spec-module-not-found-long.log"
	# npm run sitemap: main() rejects (ENOENT on a renamed config file), nothing catches it
	d=$(fresh js-node-sitemap)
	run js-node-unhandled-rejection-enoent "$d" npm run sitemap
	# vite build: a widget imports ../lib/formatDate.js, renamed to format-date.js; GitHub
	# Actions, two steps
	d=$(fresh js-vite-dashboard); jsdeps "$d"
	gha_steps gha-js-vite-build-could-not-resolve "$d" "node --version && npm --version" "npm run build"
	# webpack production build with performance.hints 'error': a bundled JSON table blows
	# the budget (three ERROR in from one cause); CRLF
	d=$(fresh js-webpack-budget); jsdeps "$d"
	run js-webpack-performance-budget-errors-crlf "$d" npm run build
	crlf js-webpack-performance-budget-errors-crlf
	# success: GitHub Actions, three steps: node --version, vite build with a "dynamically
	# imported ... but also statically imported" warning, vitest with a skip and a todo
	d=$(fresh js-vite-vitest-recipes); jsdeps "$d"
	gha_steps gha-js-vite-build-vitest-success "$d" "node --version" "npm run build" \
		"npx vitest run --no-file-parallelism"
	# a CI script under set -x: npm ci with a lock file whose node_modules/ms entry was lost
	# in a merge (debug needs it): EUSAGE. No node_modules link (npm ci would remove it).
	d=$(fresh js-npm-ci-lock-merge)
	run ci-js-npm-ci-lock-missing-transitive "$d" bash ci/install.sh
else
	echo "skip: node, npm or $hojs/node_modules missing: no JavaScript logs" >&2
fi

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
