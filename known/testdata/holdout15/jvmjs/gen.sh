#!/bin/bash
# FIFTEENTH HOLDOUT logs, Java and JavaScript/TypeScript family (jvmjs): real output of javac (through
# make), a plain java run with a two-level `Caused by:` chain, JUnitCore (JUnit 4), the JUnit 5 console
# launcher (--details=summary), Maven with surefire (a failure and a success), Gradle 4.4 (javac's
# public-class-in-wrong-file error), tsc (--pretty false and --pretty), eslint stylish, jest, vitest
# (a success), mocha under npm workspaces, node --test spec, an uncaught node error under
# npm 11 workspaces (`npm error`) and webpack 5 (`ERROR in`, `Module not found`), labelled by hand in
# manifest.jsonl (score_known.py's format). A small, fast round of ordinary mistakes.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool run
# over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout15-jvmjs) so the paths in the logs stay the same from run to run.
# "bash gen.sh ID..." regenerates only the named logs (their lines in exits.tsv are replaced).
#
# Tools: see README.md. The JS projects carry package-lock.json files copied from holdout14's
# projects (only the root name and version changed), so "npm ci" installs them from npm's cache with
# npm_config_offline=true (set below, not shown in the logs). mocha comes from $HOJS/node_modules/.bin
# (as holdout8-14 installed it). Maven runs offline against Debian's
# /usr/share/maven-repo, Gradle offline against a flatDir on /usr/share/java.
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps, ##[group]Run
# ... ##[endgroup], ##[error]Process completed with exit code N.; a failing step ends the job);
# ci-* run the project's own CI script; *-crlf has CRLF line ends (sed); *-color runs the tool
# with its colour on by its own switch; *.log.gz are gzipped. exits.tsv holds each command's
# (job's) exit status. Success logs apply their fix with sed to the work copy (fix), never to a
# log. After regenerating, run label.py and check.py.
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8 TZ=UTC
export npm_config_offline=true npm_config_update_notifier=false
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout15-jvmjs
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
	  printf "2025-05-21T16:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# GitHub Actions, two steps (javac -version, make build): Parcel.sizeBand's if/else-if chain has no
# final return (`missing return statement`), and Tariff calls the instance method weightKg() on the
# class (`non-static method weightKg() cannot be referenced from a static context`)
if sel gha-java-javac-missing-return-and-static-context; then
	d=$(fresh java-javac-parcels)
	gha_steps gha-java-javac-missing-return-and-static-context "$d" "javac -version" "make build"
fi
# GitLab-style smoke script (set -ex), CRLF: javac, then the relay with the staging config, whose
# http.port has a trailing space: Exception in thread "main" IllegalStateException: cannot
# configure relay <- IllegalArgumentException: bad value for http.port <- NumberFormatException
if sel ci-java-app-port-trailing-space-caused-by-crlf; then
	d=$(fresh java-app-relay)
	run ci-java-app-port-trailing-space-caused-by-crlf "$d" bash ci/smoke.sh
	crlf ci-java-app-port-trailing-space-caused-by-crlf
fi
# Jenkins-style stage script (set -eu), javac + JUnitCore (JUnit 4.13.2): Pager.page treats its
# 1-based page number as 0-based (subList: `fromIndex(9) > toIndex(7)`), and the shuffle never keeps
# an artist from playing twice in a row (a bare assertTrue: `java.lang.AssertionError`)
if sel ci-java-junitcore-sublist-and-bare-assertion; then
	d=$(fresh java-junit4-playlist)
	run ci-java-junitcore-sublist-and-bare-assertion "$d" bash ci/test.sh
fi
# javac + the JUnit 5 console launcher with --details=summary (Failures list and counts only): the
# aisles come out of a HashSet (assertIterableEquals: `iterable contents differ at index [1]`) and
# isLow uses `<` where the reorder level itself counts (assertTrue with a message)
if sel java-junit5-console-summary-iterable-and-assert-true; then
	d=$(fresh java-junit5-pantry)
	run java-junit5-console-summary-iterable-and-assert-true "$d" bash -c \
		"bash ci/build.sh && java -jar $LAUNCHER -cp out/main:out/test --select-package org.pantryhub.stock --disable-banner --details=summary"
fi
# GitHub Actions, two steps (mvn -v, mvn verify), surefire + Jupiter: Money has no equals()
# (`expected: <...Money@63a65a25> but was: <...Money@54c562f7>`) and Ledger.chronological sorts the
# List.of it was given (UnsupportedOperationException)
if sel gha-java-maven-no-equals-and-immutable-sort; then
	d=$(fresh java-maven-ledger)
	gha_steps gha-java-maven-no-equals-and-immutable-sort "$d" "mvn -B -v" "$MVN verify"
fi
# success, the same project fixed (equals/hashCode, a sorted copy), Jenkins-style script, CRLF
if sel ci-java-maven-ledger-success-crlf; then
	d=$(fresh java-maven-ledger)
	fix "$d" src/main/java/com/tallyhouse/ledger/Money.java 's|^    public boolean isNegative() { return amount.signum() < 0; }$|&\n\n    @Override\n    public boolean equals(Object o) {\n        return o instanceof Money m \&\& amount.equals(m.amount) \&\& currency.equals(m.currency);\n    }\n\n    @Override\n    public int hashCode() { return java.util.Objects.hash(amount, currency); }|'
	fix "$d" src/main/java/com/tallyhouse/ledger/Ledger.java 's|^        entries.sort(Comparator.comparing(Entry::date));$|        List<Entry> sorted = new java.util.ArrayList<>(entries);\n        sorted.sort(Comparator.comparing(Entry::date));\n        return sorted;|; /^        return entries;$/d'
	run ci-java-maven-ledger-success-crlf "$d" sh -c "set -ex; java -version; $MVN verify"
	crlf ci-java-maven-ledger-success-crlf
fi
# GitLab-style script (set -euo pipefail): java -version, gradle --version, Gradle 4.4 `clean build`:
# ReportWriter.java now holds `public class CsvReportWriter` (the class was renamed, the file not):
# javac's error glued to `:compileJava`, `* What went wrong:` Compilation failed
if sel ci-java-gradle-public-class-wrong-file-name; then
	d=$(fresh java-gradle-timesheets)
	run ci-java-gradle-public-class-wrong-file-name "$d" bash ci/build.sh
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
# GitHub Actions, two steps (npm ci, npx tsc --noEmit --pretty false): TS2739 (an Address literal
# without postcode and country) and TS18048 (Array.find's result used unchecked)
if sel gha-ts-tsc-plain-missing-properties-possibly-undefined; then
	d=$(fresh ts-tsc-plain-orders)
	gha_steps gha-ts-tsc-plain-missing-properties-possibly-undefined "$d" "npm ci" "npx tsc --noEmit --pretty false"
fi
# Buildkite-style script: versions, npm ci, npm run typecheck = tsc --noEmit --pretty (colour on by
# --pretty): two TS1308 (await inside a forEach callback that is not async: one cause) and two
# TS2454 (`let largest: Snapshot` read before assignment: one cause)
if sel ci-ts-tsc-pretty-await-in-callback-used-before-assigned-color; then
	d=$(fresh ts-tsc-pretty-backups)
	run ci-ts-tsc-pretty-await-in-callback-used-before-assigned-color "$d" bash ci/check.sh
fi
# npm run lint (eslint 9 stylish, install not shown): no-unused-vars twice (an unused catch binding
# and an unused import), no-empty, no-case-declarations; two warnings
if sel js-eslint-stylish-unused-empty-case-declarations; then
	d=$(fresh js-eslint-kiosk); npmci "$d"
	run js-eslint-stylish-unused-empty-case-declarations "$d" npm run lint
fi
# GitHub Actions, two steps (npm ci, npm test = jest --ci --verbose): 206 passing IBAN rows, then
# toHaveProperty("name", null) against an object with `bank: null`, and rejects.toThrow on a
# promise that resolves to null. Long, gzipped
if sel gha-js-jest-verbose-to-have-property-and-resolved-long; then
	d=$(fresh js-jest-ibans-long)
	gha_steps gha-js-jest-verbose-to-have-property-and-resolved-long "$d" "npm ci" "npm test"
	gz gha-js-jest-verbose-to-have-property-and-resolved-long
fi
# success: GitHub Actions, three steps (npm ci with npm 11's install-scripts warning, tsc --noEmit,
# vitest run): 5 passed, 1 skipped, 1 todo
if sel gha-ts-tsc-vitest-skip-todo-success; then
	d=$(fresh ts-vitest-rota)
	gha_steps gha-ts-tsc-vitest-skip-todo-success "$d" "npm ci" "npx tsc --noEmit" "npx vitest run"
fi
# npm 11 workspaces, `npm test` = `npm test --workspaces`, each workspace's mocha with --color: the
# shared workspace passes; in the api: a page number left a string (`'3' !== 3`) and an async test
# that also takes `done` (`Resolution method is overspecified`); `npm error Lifecycle script`.
# (npm 8.19.4 prints `npm ERR! Lifecycle script` here but exits 0, so it is not used.)
if sel js-npm-workspaces-mocha-strict-equal-overspecified-color; then
	d=$(fresh js-npm-workspaces-mocha)
	PATH=$hojs/node_modules/.bin:$PATH run js-npm-workspaces-mocha-strict-equal-overspecified-color "$d" npm test
fi
# GitHub Actions, two steps (node --version, npm test = node --test --test-reporter=spec): 249
# passing tests, then `within` uses `<` for a radius that should include its edge (assert.ok
# falsy) and routesServing reads an index entry that is missing (TypeError reading 'map'). Long
if sel gha-js-node-test-spec-falsy-and-undefined-map-long; then
	d=$(fresh js-node-test-stops-long)
	gha_steps gha-js-node-test-spec-falsy-and-undefined-map-long "$d" "node --version" "npm test"
fi
# npm 11 workspaces, `npm run build` = build in each workspace: the site builds, then the reports
# script's `new Date("13.03.2025").toISOString()`: node's uncaught `RangeError: Invalid time value`,
# then npm's `npm error Lifecycle script ...` lines
if sel js-npm-workspaces-node-uncaught-invalid-time-value; then
	d=$(fresh js-npm-workspace-node-uncaught)
	run js-npm-workspaces-node-uncaught-invalid-time-value "$d" npm run build
fi
# npm run build = webpack 5 production (install not shown), CRLF: a default import of a module with
# only named exports (`export 'default' (imported as 'api') was not found`) and date-fns imported
# but never added to package.json (`Module not found: Error: Can't resolve 'date-fns'`)
if sel js-webpack-default-export-and-unresolved-package-crlf; then
	d=$(fresh js-webpack-default-export); npmci "$d"
	run js-webpack-default-export-and-unresolved-package-crlf "$d" npm run build
	crlf js-webpack-default-export-and-unresolved-package-crlf
fi

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
