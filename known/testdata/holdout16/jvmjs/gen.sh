#!/bin/bash
# SIXTEENTH HOLDOUT logs, Java and JavaScript/TypeScript family (jvmjs): real output of javac (through
# make), a plain java run whose ExecutionException wraps a helpful NullPointerException (`Caused by:`),
# JUnitCore (JUnit 4), the JUnit 5 console launcher (its default tree, in colour), Maven (a compile
# failure), Gradle 4.4 (a test failure), tsc --pretty false, eslint stylish (--color), jest --verbose,
# vitest verbose (a success), mocha spec, node --test TAP (a success), an uncaught node
# ERR_MODULE_NOT_FOUND under an npm 11 workspace (`npm error`) and webpack 5 (`ERROR in`: `Module
# parse failed`, `Module not found`), labelled by hand in manifest.jsonl (score_known.py's format).
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool run
# over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout16-jvmjs) so the paths in the logs stay the same from run to run.
# "bash gen.sh ID..." regenerates only the named logs (their lines in exits.tsv are replaced).
#
# Tools: see README.md. The JS projects carry package-lock.json files copied from holdout15's
# projects (only the root name changed; the workspace project's lock was written by npm install
# --offline), so "npm ci" installs them from npm's cache with npm_config_offline=true (set below, not
# shown in the logs). mocha comes from $HOJS/node_modules/.bin (as holdout8-15 installed it). Maven
# runs offline against Debian's /usr/share/maven-repo, Gradle offline against a flatDir on
# /usr/share/java.
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps, ##[group]Run
# ... ##[endgroup], ##[error]Process completed with exit code N.; a failing step ends the job);
# ci-* run a CI script; *-crlf has CRLF line ends (sed); *-color has the tool's own colour (eslint
# --color; the console launcher colours its tree unless told --disable-ansi-colors); *.log.gz are
# gzipped. exits.tsv holds each command's (job's) exit status. After regenerating, run label.py and
# check.py.
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8 TZ=UTC
export npm_config_offline=true npm_config_update_notifier=false
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout16-jvmjs
hojs=${HOJS:-/tmp/hojs}
IDS=" $* "
mkdir -p "$logs" "$work"
touch "$logs/exits.tsv"
# sel ID: whether this run makes log ID (all of them without arguments)
sel() { [ "$IDS" = "  " ] && return 0; case "$IDS" in *" $1 "*) return 0 ;; esac; return 1; }
# fresh NAME: a clean copy of src/NAME in $work/NAME; prints its path.
fresh() { rm -rf "${work:?}/$1" && cp -r "$here/src/$1" "$work/$1" && echo "$work/$1"; }
exit_of() {
	grep -v "^$1	" "$logs/exits.tsv" > "$logs/exits.tmp"
	printf '%s\t%s\n' "$1" "$2" >> "$logs/exits.tmp"
	sort "$logs/exits.tmp" > "$logs/exits.tsv"
	rm -f "$logs/exits.tmp" "$logs/$1.log.gz"
}
# run ID DIR CMD...: runs CMD in DIR, its stdout and stderr to logs/ID.log.
run() {
	local id=$1 dir=$2
	shift 2
	(cd "$dir" && "$@") > "$logs/$id.log" 2>&1
	exit_of "$id" $?
}
# stamp: GitHub Actions' timestamp before each line.
stamp() {
	awk 'BEGIN { t = 0 }
	{ t++; ticks = 5400000000 + t * 1234567; s = int(ticks / 10000000)
	  printf "2025-06-11T09:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
}
# gha_step "CMD" RC < output: one step as the runner writes it (without the timestamps); the
# runner ends an output's unterminated last line before its own.
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
		local coe=0
		case "$cmd" in "?"*) coe=1; cmd=${cmd#?} ;; esac
		out=$(mktemp)
		(cd "$dir" && bash -e -c "$cmd") > "$out" 2>&1
		rc=$?
		gha_step "$cmd" "$rc" < "$out" >> "$all"
		rm -f "$out"
		# a continue-on-error step: its failure is shown but does not fail the job
		[ "$coe" = 1 ] && rc=0
		[ "$rc" -ne 0 ] && break
	done
	stamp < "$all" > "$logs/$id.log"
	exit_of "$id" "$rc"
	rm -f "$all"
}
crlf() { sed -i 's/$/\r/' "$logs/$1.log"; }
gz() { gzip -9 -n -f "$logs/$1.log"; }
# npmci DIR: installs a project's locked devDependencies before a log that does not show it
npmci() { (cd "$1" && npm ci --no-audit --no-fund >/dev/null 2>&1) || echo "npm ci failed in $1" >&2; }

# fix ID FILE SED-EXPR: the success logs' fix, applied to the work copy
fix() { sed -i "$3" "$1/$2"; }

MVN="mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo"
LAUNCHER=/usr/share/java/junit-platform-console-standalone.jar

# ---------------------------------------------------------------- Java
# GitHub Actions, two steps (javac -version, make build): Pricing assigns CustomerDirectory.find's
# Optional<Customer> to a Customer, and Main calls Invoice.add(Line) with the line's three fields
if sel gha-java-javac-optional-and-wrong-arity; then
	d=$(fresh java-javac-invoices)
	gha_steps gha-java-javac-optional-and-wrong-arity "$d" "javac -version" "make build"
fi
# Jenkins-style smoke script (set -ex): javac, then the thumbnail planner with presets.properties,
# whose `preset.Large.format` key is capitalised: the pool's Future.get throws ExecutionException,
# `Caused by: java.lang.NullPointerException: Cannot invoke "String.toLowerCase()"`
if sel ci-java-app-executor-npe-caused-by; then
	d=$(fresh java-app-thumbs)
	run ci-java-app-executor-npe-caused-by "$d" bash ci/smoke.sh
fi
# Jenkins-style stage script, javac + JUnitCore (JUnit 4.13.2), CRLF: Names.display lower-cases the
# part after a hyphen (ComparisonFailure), and Vcard.line dereferences a null value before any check
# (`Unexpected exception, expected<IllegalArgumentException> but was<NullPointerException>`)
if sel ci-java-junitcore-comparison-and-unexpected-exception-crlf; then
	d=$(fresh java-junit4-contacts)
	run ci-java-junitcore-comparison-and-unexpected-exception-crlf "$d" bash ci/test.sh
	crlf ci-java-junitcore-comparison-and-unexpected-exception-crlf
fi
# javac + the JUnit 5 console launcher with its default tree (ANSI colours are its default):
# averagePerDay counts days with getDayOfYear (0 across New Year) and deltas never checks the order
# (assertThrows: nothing was thrown)
if sel java-junit5-console-tree-day-of-year-and-assert-throws-color; then
	d=$(fresh java-junit5-meter)
	run java-junit5-console-tree-day-of-year-and-assert-throws-color "$d" bash -c \
		"bash ci/build.sh && java -jar $LAUNCHER -cp out/main:out/test --select-package org.gridline.meter --disable-banner"
fi
# GitHub Actions, two steps (mvn -B -v, mvn verify): Stock.java uses Collectors without importing
# it (three `cannot find symbol`, one cause) and StockItem's `@Override public int hashcode()`
# (`method does not override or implement a method from a supertype`)
if sel gha-java-maven-compile-missing-import-and-override; then
	d=$(fresh java-maven-inventory)
	gha_steps gha-java-maven-compile-missing-import-and-override "$d" "mvn -B -v" "$MVN verify"
fi
# GitLab-style script (set -euo pipefail), Gradle 4.4 `clean test` with JUnit 4: an overnight
# shift's Duration is negative (`expected:<450> but was:<-990>`) and isNight uses isAfter(20:00),
# so a shift starting at 20:00 is not counted (`expected:<2> but was:<1>`)
if sel ci-java-gradle-test-overnight-and-boundary; then
	d=$(fresh java-gradle-shifts)
	run ci-java-gradle-test-overnight-and-boundary "$d" bash ci/build.sh
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
# GitHub Actions, two steps (npm ci, npx tsc --noEmit --pretty false): TS7006 (a parameter without
# a type) and TS2339 (`owner` for `assignee`)
if sel gha-ts-tsc-plain-implicit-any-and-missing-property; then
	d=$(fresh ts-tsc-plain-tickets)
	gha_steps gha-ts-tsc-plain-implicit-any-and-missing-property "$d" "npm ci" "npx tsc --noEmit --pretty false"
fi
# npm run lint -- --color (eslint 9 stylish, install not shown): no-self-assign, eqeqeq twice,
# no-dupe-keys, no-fallthrough; two warnings
if sel js-eslint-stylish-dupe-keys-fallthrough-eqeqeq-color; then
	d=$(fresh js-eslint-fares); npmci "$d"
	run js-eslint-stylish-dupe-keys-fallthrough-eqeqeq-color "$d" npm run lint -- --color
fi
# GitHub Actions, two steps (npm ci, npm test = jest --ci --verbose): 248 passing money rows, then
# toStrictEqual (`"discount": undefined` present) and toHaveBeenCalledWith (the logger gets
# positional arguments). Long, gzipped
if sel gha-js-jest-verbose-strict-equal-and-called-with-long; then
	d=$(fresh js-jest-pence-long)
	gha_steps gha-js-jest-verbose-strict-equal-and-called-with-long "$d" "npm ci" "npm test"
	gz gha-js-jest-verbose-strict-equal-and-called-with-long
fi
# success: a CI script (set -ex): node --version, npm ci (npm 11's install-scripts warning), vitest
# run --reporter=verbose: 9 passed, 1 skipped, 1 todo. CRLF
if sel ci-ts-vitest-verbose-skip-todo-success-crlf; then
	d=$(fresh ts-vitest-units)
	run ci-ts-vitest-verbose-skip-todo-success-crlf "$d" bash -c "set -ex; node --version; npm ci --no-audit --no-fund; npm test"
	crlf ci-ts-vitest-verbose-skip-todo-success-crlf
fi
# npm test = mocha --reporter spec: a done-style test waits for an event the queue never emits
# ("drain" for "drained": Timeout of 2000ms exceeded) and backoff has no jitter
# (notDeepStrictEqual: `Expected "actual" not to be strictly deep-equal to:`)
if sel js-mocha-spec-done-timeout-and-not-deep-equal; then
	d=$(fresh js-mocha-webhooks)
	PATH=$hojs/node_modules/.bin:$PATH run js-mocha-spec-done-timeout-and-not-deep-equal "$d" npm test
fi
# success: a Woodpecker-style script (set -ex): node --test --test-reporter=tap over 52 tests: a
# TODO test's `not ok ... # TODO`, a skip, and a passing test's `slugkit: error: empty path` on
# stderr. Long
if sel ci-js-node-test-tap-todo-skip-success-long; then
	d=$(fresh js-node-test-slugs-long)
	run ci-js-node-test-tap-todo-skip-success-long "$d" sh ci/test.sh
fi
# GitHub Actions, two steps (npm ci, npm run build:docs = npm run build -w packages/docs): the
# prebuild passes, then build-sitemap.js imports "./lib/xml" without the .js an ES module needs:
# node's uncaught `Error [ERR_MODULE_NOT_FOUND]`, then npm's `npm error Lifecycle script` lines
if sel gha-js-npm-workspace-esm-err-module-not-found; then
	d=$(fresh js-esm-sitemap)
	gha_steps gha-js-npm-workspace-esm-err-module-not-found "$d" "npm ci" "npm run build:docs"
fi
# npm run build = webpack 5 production (install not shown): an SVG imported with no loader or
# asset rule (`Module parse failed: Unexpected token (1:0)`) and a browser module that imports
# node's fs (`Module not found: Error: Can't resolve 'fs'`)
if sel js-webpack-svg-no-loader-and-node-fs; then
	d=$(fresh js-webpack-svg-and-fs); npmci "$d"
	run js-webpack-svg-no-loader-and-node-fs "$d" npm run build
fi

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
