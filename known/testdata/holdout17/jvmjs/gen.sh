#!/bin/bash
# SEVENTEENTH HOLDOUT logs, Java and JavaScript/TypeScript family (jvmjs): real output of javac (through
# make), a plain java run (UncheckedIOException, `Caused by: NoSuchFileException`), JUnitCore (JUnit 4),
# the JUnit 5 console launcher (default tree, colour), Maven surefire (a failure and a success),
# Gradle 4.4 (:compileTestJava), tsc --pretty (colour; a failure and a success), eslint stylish,
# jest --ci (a snapshot not written), vitest (default reporter), node --test TAP (long, gzipped),
# npm ci with a lock out of sync (`npm error code EUSAGE`) and webpack 5 (`Module not found`, a
# file-name case mismatch), labelled by hand in manifest.jsonl (score_known.py's format).
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool run
# over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout17-jvmjs) so the paths in the logs stay the same from run to run.
# "bash gen.sh ID..." regenerates only the named logs (their lines in exits.tsv are replaced).
#
# Tools: see README.md. The JS projects carry package-lock.json files copied from holdout16's
# projects, so "npm ci" installs them from npm's cache with npm_config_offline=true (set below, not
# shown in the logs). Maven runs offline against Debian's /usr/share/maven-repo, Gradle offline
# against a flatDir on /usr/share/java.
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps, ##[group]Run
# ... ##[endgroup], ##[error]Process completed with exit code N.; a failing step ends the job);
# ci-* run a CI script; *-crlf has CRLF line ends (sed); *-color has the tool's own colour (tsc
# --pretty; the console launcher colours its tree unless told --disable-ansi-colors); *.log.gz are
# gzipped. exits.tsv holds each command's (job's) exit status. After regenerating, run label.py and
# check.py.
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8 TZ=UTC
export npm_config_offline=true npm_config_update_notifier=false
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout17-jvmjs
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
# GitHub Actions, two steps (javac -version, make build): Bill multiplies two doubles into an int
# (`possible lossy conversion from double to int`) and Main calls getCode() on a record (`cannot find
# symbol`, the accessor is code())
if sel gha-java-javac-lossy-conversion-and-record-getter; then
	d=$(fresh java-javac-tariffs)
	gha_steps gha-java-javac-lossy-conversion-and-record-getter "$d" "javac -version" "make build"
fi
# GitLab-style smoke script (set -ex), CRLF: javac, then the geofence check with -Dzones=conf/zones.csv
# (the directory is config/): `Exception in thread "main" java.io.UncheckedIOException` <- `Caused by:
# java.nio.file.NoSuchFileException`
if sel ci-java-app-unchecked-io-nosuchfile-caused-by-crlf; then
	d=$(fresh java-app-geofence)
	run ci-java-app-unchecked-io-nosuchfile-caused-by-crlf "$d" bash ci/smoke.sh
	crlf ci-java-app-unchecked-io-nosuchfile-caused-by-crlf
fi
# Jenkins-style stage script, javac + JUnitCore: the nearest-rank percentile is off by one
# (`expected:<95.0> but was:<40.0>`) and the token bucket's integer division never refills
# (`TestTimedOutException: test timed out after 500 milliseconds`)
if sel ci-java-junitcore-percentile-and-timeout; then
	d=$(fresh java-junit4-throttle)
	run ci-java-junitcore-percentile-and-timeout "$d" bash ci/test.sh
fi
# javac + the JUnit 5 console launcher, default tree (coloured): a @CsvSource row (rounding to one
# decimal), an assertAll (`Multiple Failures (1 failure)`) and the parser's lower-case-only regex
if sel java-junit5-console-tree-csv-row-assertall-and-parse-color; then
	d=$(fresh java-junit5-units)
	run java-junit5-console-tree-csv-row-assertall-and-parse-color "$d" bash -c \
		"bash ci/build.sh && java -jar $LAUNCHER -cp out/main:out/test --select-package dev.kitchenscale.units --disable-banner"
fi
# GitHub Actions, two steps (mvn -B -v, mvn verify): surefire `<<< ERROR!` ConcurrentModificationException
# (removing from the list a for-each walks) and `<<< FAILURE!` (a value after ", " not stripped)
if sel gha-java-maven-surefire-cme-and-strip; then
	d=$(fresh java-maven-roster)
	gha_steps gha-java-maven-surefire-cme-and-strip "$d" "mvn -B -v" "$MVN verify"
fi
# success: the same project fixed (a copy of the list, strip()), Jenkins-style script (set -ex). CRLF
if sel ci-java-maven-roster-success-crlf; then
	d=$(fresh java-maven-roster)
	fix "$d" src/main/java/org/clubhouse/roster/Roster.java 's/for (Member m : members) {/for (Member m : List.copyOf(members)) {/'
	fix "$d" src/main/java/org/clubhouse/roster/CsvImport.java 's/f\[1\]\.toLowerCase()/f[1].strip().toLowerCase()/'
	run ci-java-maven-roster-success-crlf "$d" bash -c "set -ex; java -version; $MVN verify"
	crlf ci-java-maven-roster-success-crlf
fi
# GitLab-style script, Gradle 4.4 `clean build`: a test written for JUnit 5 in a JUnit 4 build:
# :compileTestJava FAILED, `package org.junit.jupiter.params does not exist` and follow-ons
if sel ci-java-gradle-jupiter-test-in-junit4-build; then
	d=$(fresh java-gradle-receipts)
	run ci-java-gradle-jupiter-test-in-junit4-build "$d" bash ci/build.sh
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
# GitHub Actions, two steps (npm ci, npx tsc --noEmit --pretty): TS2345 (a string for a number) and
# TS2322 (`string | undefined` into a string). Colour (--pretty)
if sel gha-ts-tsc-pretty-argument-and-possibly-undefined-color; then
	d=$(fresh ts-tsc-pretty-bookings)
	gha_steps gha-ts-tsc-pretty-argument-and-possibly-undefined-color "$d" "npm ci" "npx tsc --noEmit --pretty"
fi
# success: the same project fixed, a CI script (set -ex): npm ci, tsc --noEmit --pretty (silent)
if sel ci-ts-tsc-pretty-bookings-success; then
	d=$(fresh ts-tsc-pretty-bookings)
	fix "$d" src/index.ts 's/roomsFor("6")/roomsFor(6)/'
	fix "$d" src/schedule.ts 's/const name: string = room?.name;/const name: string = room?.name ?? b.roomId;/'
	run ci-ts-tsc-pretty-bookings-success "$d" bash -c "set -ex; node --version; npm ci --no-audit --no-fund; npx tsc --noEmit --pretty; echo typecheck ok"
fi
# npm run lint (eslint 9 stylish, install not shown): no-prototype-builtins, no-unreachable,
# no-undef; a prefer-const warning
if sel js-eslint-stylish-prototype-unreachable-undef; then
	d=$(fresh js-eslint-parcels); npmci "$d"
	run js-eslint-stylish-prototype-unreachable-undef "$d" npm run lint
fi
# npm test = jest --ci (install not shown): a snapshot that was never committed (`New snapshot was
# not written` under --ci) and a wrong toBe
if sel js-jest-ci-snapshot-not-written-and-tobe; then
	d=$(fresh js-jest-labels); npmci "$d"
	run js-jest-ci-snapshot-not-written-and-tobe "$d" npm test
fi
# npm test = vitest run (default reporter, install not shown): `undefined` as a key for untagged
# entries, and a night shift's negative minutes
if sel js-vitest-default-undefined-key-and-overnight; then
	d=$(fresh ts-vitest-timesheet); npmci "$d"
	run js-vitest-default-undefined-key-and-overnight "$d" npm test
fi
# GitHub Actions, two steps (node --version, npm test = node --test --test-reporter=tap): 47 passing
# tests, then a dotted sort code rejected (RangeError). Long, gzipped
if sel gha-js-node-test-tap-dotted-sort-code-long; then
	d=$(fresh js-node-test-tap-iban-long)
	gha_steps gha-js-node-test-tap-dotted-sort-code-long "$d" "node --version" "npm test"
	gz gha-js-node-test-tap-dotted-sort-code-long
fi
# GitHub Actions, two steps (node --version, npm ci): typescript added to package.json without
# updating the lock: `npm error code EUSAGE`, `Missing: typescript@5.9.3 from lock file`
if sel gha-js-npm-ci-lock-out-of-sync; then
	d=$(fresh js-npm-ci-parcels-out-of-sync)
	gha_steps gha-js-npm-ci-lock-out-of-sync "$d" "node --version" "npm ci" "npm run lint"
fi
# npm run build = webpack 5 (install not shown): `./statusBadge.js` for StatusBadge.js
# (`Module not found`, `Did you mean './StatusBadge.js'?`)
if sel js-webpack-case-mismatch-module-not-found; then
	d=$(fresh js-webpack-case-widgets); npmci "$d"
	run js-webpack-case-mismatch-module-not-found "$d" npm run build
fi

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
