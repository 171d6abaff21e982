#!/bin/bash
# FOURTEENTH HOLDOUT logs, Java and JavaScript/TypeScript family (jvmjs): real output of javac (through
# make), a plain java run with a `Caused by:` chain, JUnitCore (JUnit 4), the JUnit 5 console launcher,
# Maven with surefire (a failure and a success), Gradle 4.4 (a dependency the offline repository
# lacks), tsc (--pretty false and --pretty), eslint stylish, jest, vitest, mocha, node --test (TAP and
# spec), npm 11's `npm error`, an uncaught node exception and webpack 5's `Module not found`, labelled
# by hand in manifest.jsonl (score_known.py's format). A small, fast round of ordinary mistakes.
#   go build -o /tmp/wt-h14 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h14 known/testdata/holdout14/jvmjs/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool run
# over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout14-jvmjs) so the paths in the logs stay the same from run to run.
# "bash gen.sh ID..." regenerates only the named logs (their lines in exits.tsv are replaced).
#
# Tools: see README.md. The JS projects carry package-lock.json files copied from holdout11/13's
# projects (only the root name and version changed), so "npm ci" installs them from npm's cache with
# npm_config_offline=true (set below, not shown in the logs). mocha comes from $HOJS/node_modules/.bin
# (as holdout8-13 installed it). Maven runs offline against Debian's /usr/share/maven-repo, Gradle
# offline against a flatDir on /usr/share/java.
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
work=/tmp/wisptriage-holdout14-jvmjs
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
	{ t++; ticks = 3600000000 + t * 1234567; s = int(ticks / 10000000)
	  printf "2025-04-09T09:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# GitHub Actions, two steps (javac -version, make build): Manifest.load calls Files.readAllLines
# without handling IOException, and Route.estimatedKm assigns Math.round(double), a long, to an int;
# a [removal] warning for new Integer(int) under -Xlint:all
if sel gha-java-javac-unreported-exception-lossy-conversion; then
	d=$(fresh java-javac-dispatch)
	gha_steps gha-java-javac-unreported-exception-lossy-conversion "$d" "javac -version" "make build"
fi
# GitLab-style script (set -ex), CRLF: javac, then the label printer for two stores: the first
# price list is ASCII, the second was exported in Latin-1 (Café crème): Exception in thread "main"
# IllegalStateException: cannot load price list <- Caused by: MalformedInputException
if sel ci-java-app-malformed-input-caused-by-crlf; then
	d=$(fresh java-app-pricelist)
	run ci-java-app-malformed-input-caused-by-crlf "$d" bash ci/labels.sh
	crlf ci-java-app-malformed-input-caused-by-crlf
fi
# Jenkins-style stage script (set -eu), javac + JUnitCore (JUnit 4.13.2): Window.slices starts at
# second 1 (assertArrayEquals "arrays first differed at element [0]" with its Caused by) and a
# @Test(timeout = 1500) whose throttle needs four seconds (TestTimedOutException)
if sel ci-java-junitcore-array-differed-and-timeout; then
	d=$(fresh java-junit4-ratelimit)
	run ci-java-junitcore-array-differed-and-timeout "$d" bash ci/test.sh
fi
# GitHub Actions, two steps (compile with the project's script, the console launcher with
# --details=verbose --disable-ansi-colors): assertAll with two failures in one test (line1 drops
# the flat's second line, the postcode is not normalised) and assertTimeoutPreemptively (the
# cache is keyed by the raw postcode, so a differently spelt one goes to the slow resolver)
if sel gha-java-junit5-console-verbose-assertall-and-timeout; then
	d=$(fresh java-junit5-addressbook)
	gha_steps gha-java-junit5-console-verbose-assertall-and-timeout "$d" "bash ci/build-test.sh" \
		"java -jar $LAUNCHER -cp out/main:out/test --select-class uk.postroom.address.AddressParserTest --select-class uk.postroom.address.LookupTest --disable-banner --disable-ansi-colors --details=verbose"
fi
# mvn verify with -Dstyle.color=always, surefire + Jupiter: Split.equal divides by 3 without a
# MathContext (<<< ERROR! ArithmeticException: Non-terminating decimal expansion) and Statement's
# formatter uses week-based YYYY (2024-12-30 printed as 2025-12-30: <<< FAILURE!)
if sel java-maven-color-bigdecimal-and-week-year; then
	d=$(fresh java-maven-payouts)
	run java-maven-color-bigdecimal-and-week-year "$d" $MVN -Dstyle.color=always verify
fi
# success, the same project fixed, Jenkins-style script (sh, set -ex): java -version, mvn verify,
# 15 tests pass. CRLF
if sel ci-java-maven-verify-success-crlf; then
	d=$(fresh java-maven-payouts)
	fix "$d" src/main/java/com/brightdesk/payouts/Split.java 's/amount.divide(BigDecimal.valueOf(partners)).setScale(2, RoundingMode.DOWN)/amount.divide(BigDecimal.valueOf(partners), 2, RoundingMode.DOWN)/'
	fix "$d" src/main/java/com/brightdesk/payouts/Statement.java 's/YYYY-MM-dd/yyyy-MM-dd/'
	run ci-java-maven-verify-success-crlf "$d" sh ci/verify.sh
	crlf ci-java-maven-verify-success-crlf
fi
# GitHub Actions, two steps (java -version, gradle build), Gradle 4.4: commons-csv 1.10.0 was added
# to build.gradle but the CI image's jar directory has none: `Could not find :commons-csv:1.10.0.`
if sel gha-java-gradle-could-not-find-dependency; then
	d=$(fresh java-gradle-csvimport)
	gha_steps gha-java-gradle-could-not-find-dependency "$d" "java -version" "gradle --offline --no-daemon --console=plain build"
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
# GitHub Actions, two steps (npm ci, npx tsc --noEmit --pretty false): TS2366 (a switch case
# without a final return) and TS2551 (`lenght`, Did you mean 'length'?)
if sel gha-ts-tsc-plain-lacks-return-and-did-you-mean; then
	d=$(fresh ts-tsc-plain-fares)
	gha_steps gha-ts-tsc-plain-lacks-return-and-did-you-mean "$d" "npm ci" "npx tsc --noEmit --pretty false"
fi
# Buildkite-style script (set -euo pipefail): npm ci (npm warn install-scripts), vitest passing,
# then tsc --noEmit --pretty (colours on by --pretty): TS2322 (Map.get's undefined) and TS2345 (a
# Slot literal without the new required `mode` field, with its related location)
if sel ci-ts-vitest-then-tsc-pretty-two-errors-color; then
	d=$(fresh ts-ci-vitest-tsc-pretty-clinic)
	run ci-ts-vitest-then-tsc-pretty-two-errors-color "$d" bash ci/check.sh
fi
# npm test = vitest run with FORCE_COLOR=1 (install not shown): merge keeps a line whose quantity
# ends at zero (toHaveLength) and percentOff divides after rounding (toBe 375, got 374.85)
if sel ts-vitest-color-have-length-and-tobe; then
	d=$(fresh ts-vitest-basket); npmci "$d"
	FORCE_COLOR=1 run ts-vitest-color-have-length-and-tobe "$d" npm test
fi
# npm run lint (eslint stylish, no colour off a terminal, install not shown): valid-typeof,
# use-isnan, no-unsafe-negation, no-unreachable; three warnings
if sel js-eslint-stylish-isnan-typeof-negation-unreachable; then
	d=$(fresh js-eslint-stockroom); npmci "$d"
	run js-eslint-stylish-isnan-typeof-negation-unreachable "$d" npm run lint
fi
# GitHub Actions, two steps (npm ci, npm test = jest --ci --verbose): 241 passing rows, then two
# snapshot tests whose .snap file was never committed (`New snapshot was not written`, one cause)
# and a toThrow whose message the parser never produces. Long, gzipped
if sel gha-js-jest-ci-snapshot-not-written-and-to-throw-long; then
	d=$(fresh js-jest-vatcodes-long)
	gha_steps gha-js-jest-ci-snapshot-not-written-and-to-throw-long "$d" "npm ci" "npm test"
	gz gha-js-jest-ci-snapshot-not-written-and-to-throw-long
fi
# npm test = mocha spec (mocha 10.8.2 from $HOJS), CRLF: an apostrophe escapeXml does not escape
# (assert.match) and feed.js destructures formatDuration from a module that exports the function
# itself (`formatDuration is not a function` in three tests, one cause)
if sel js-mocha-spec-match-and-not-a-function-crlf; then
	d=$(fresh js-mocha-podcast-feed)
	PATH=$hojs/node_modules/.bin:$PATH run js-mocha-spec-match-and-not-a-function-crlf "$d" npm test
	crlf js-mocha-spec-match-and-not-a-function-crlf
fi
# npm test = node --test --test-reporter=tap: t.plan(3) but dispatch stops at the failing
# subscriber (`plan expected 3 assertions but received 2`), and verify returns false instead of
# throwing on a missing header (`Missing expected exception (TypeError).`)
if sel js-node-test-tap-plan-and-missing-exception; then
	d=$(fresh js-node-test-tap-webhooks)
	run js-node-test-tap-plan-and-missing-exception "$d" npm test
fi
# success, the same project fixed, GitHub Actions, two steps (versions, node --test spec)
if sel gha-js-node-test-spec-success; then
	d=$(fresh js-node-test-tap-webhooks)
	fix "$d" src/dispatch.js '/^      break;$/d'
	fix "$d" src/signature.js 's|^  const m = /|  if (header === undefined) throw new TypeError("signature header missing");\n  const m = /|'
	gha_steps gha-js-node-test-spec-success "$d" "node --version && npm --version" "node --test --test-reporter=spec test/"
fi
# GitHub Actions, two steps (versions, npm run export): REPORTS_DIR is not set in this workflow:
# node's uncaught TypeError [ERR_INVALID_ARG_TYPE] from path.join after two progress lines
if sel gha-js-node-uncaught-err-invalid-arg-type; then
	d=$(fresh js-node-report-export)
	gha_steps gha-js-node-uncaught-err-invalid-arg-type "$d" "node --version && npm --version" "npm run export"
fi
# Jenkins-style script (set -ex): npm install after jest was bumped to ^29.8.0, a version that does
# not exist: `npm error code ETARGET`, `npm error notarget No matching version found for jest@^29.8.0.`
if sel ci-js-npm-install-etarget-no-matching-version; then
	d=$(fresh js-npm-etarget-bump)
	run ci-js-npm-install-etarget-no-matching-version "$d" bash -c 'set -ex; node --version; npm --version; npm install --no-audit --no-fund; npm test'
fi
# npm run build = webpack 5 production (install not shown): an import whose case differs from the
# file's (departureRow.js for DepartureRow.js) and an import of ./lib/board.js, which was never
# added (the file is api.js): two `ERROR in` / `Module not found`
if sel js-webpack-module-not-found-casing-and-missing-file; then
	d=$(fresh js-webpack-case-import); npmci "$d"
	run js-webpack-module-not-found-casing-and-missing-file "$d" npm run build
fi

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
