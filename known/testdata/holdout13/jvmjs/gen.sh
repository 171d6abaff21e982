#!/bin/bash
# THIRTEENTH HOLDOUT logs, Java and JavaScript/TypeScript family (jvmjs): real output of the JUnit 5
# console launcher (--details=flat), Maven -q with surefire, a plain java run whose worker thread
# dies, Gradle 4.4's compileTestJava, jest (a suite that fails to run), vitest's dot reporter,
# mocha's dot reporter, node --test spec, tsc --build --verbose, eslint stylish (a parsing error)
# and npm 11's "npm error", labelled by hand in manifest.jsonl (score_known.py's format). This
# round is about the forms earlier holdouts used least: other reporters and flags, failures in
# setup (@BeforeAll, beforeAll, beforeEach, a static initialiser, test-source compilation, a suite
# that cannot import), runtime crashes (an uncaught exception in a thread, an uncaught exception in
# an async callback) next to ordinary assertion failures, and two successes.
#   go build -o /tmp/wt-h13 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h13 known/testdata/holdout13/jvmjs/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout13-jvmjs) so the paths in the logs stay the same from run to run.
# "bash gen.sh ID..." regenerates only the named logs (their lines in exits.tsv are replaced).
#
# Tools: see README.md. The JS projects carry package-lock.json files copied from holdout12's
# projects (only the root name and version changed), so "npm ci" installs them from npm's cache
# with npm_config_offline=true (set below, not shown in the logs). mocha comes from
# $HOJS/node_modules/.bin (as holdout8-12 installed it).
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
work=/tmp/wisptriage-holdout13-jvmjs
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
	  printf "2025-03-05T14:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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

# ---------------------------------------------------------------- Java
# JUnit 5 console launcher, --details=flat --disable-ansi-colors, from the project's CI script:
# Money.split rounds every share down (10.00 / 3 -> 9.99 in all: an assertEquals with a message),
# and RateTableTest's @BeforeAll cannot find /rates/eur.properties because the script never copies
# src/test/resources to out/test (the class's container fails, its two tests never start)
if sel java-junit5-console-flat-beforeall-resource-and-split; then
	d=$(fresh java-junit5-flat)
	run java-junit5-console-flat-beforeall-resource-and-split "$d" bash ci/test.sh
fi
# GitHub Actions, two steps (java -version && mvn -v, mvn -q verify), surefire + Jupiter: the
# Departures formatter's pattern has an unterminated quote ('Z), so the class's static initialiser
# throws: ExceptionInInitializerError in the first test, NoClassDefFoundError "Could not
# initialize class" in the second (one cause); Crossing.billedMinutes rounds down (a FAILURE)
if sel gha-java-maven-quiet-static-init-and-rounding; then
	d=$(fresh java-maven-static-init)
	gha_steps gha-java-maven-quiet-static-init-and-rounding "$d" "java -version && mvn -v" "mvn -o -B -q -Dmaven.repo.local=/usr/share/maven-repo verify"
fi
# success: the same project fixed, GitLab-style script (set -euo pipefail): java -version, mvn -q
# verify (prints nothing when all passes), "verify: ok"
if sel ci-java-maven-quiet-verify-success; then
	d=$(fresh java-maven-static-init)
	fix "$d" src/main/java/io/ferrygate/timetable/Departures.java "s/HH:mm'Z\")/HH:mm'Z'\")/"
	fix "$d" src/main/java/io/ferrygate/timetable/Crossing.java 's|(minutes / 15) \* 15|((minutes + 14) / 15) * 15|'
	run ci-java-maven-quiet-verify-success "$d" bash ci/verify.sh
fi
# Jenkins-style script (set -x), CRLF: javac, then the exporter: its worker thread export-shard-2
# dies (Gauge.trend reads readings[3] of a gauge with two readings): Exception in thread
# "export-shard-2" ArrayIndexOutOfBoundsException; main goes on and refuses to publish
# ("export: error: 2 of 6 gauges missing"), exit 3
if sel ci-java-thread-uncaught-aioobe-export-crlf; then
	d=$(fresh java-thread-uncaught)
	run ci-java-thread-uncaught-aioobe-export-crlf "$d" bash ci/run.sh
	crlf ci-java-thread-uncaught-aioobe-export-crlf
fi
# GitHub Actions, two steps (java -version, gradle build), Gradle 4.4: main compiles and jars,
# then :compileTestJava FAILED: a test calls Postcode.parse, renamed to normalise
if sel gha-java-gradle-compiletestjava-cannot-find-symbol; then
	d=$(fresh java-gradle-testcompile)
	gha_steps gha-java-gradle-compiletestjava-cannot-find-symbol "$d" "java -version" "gradle --offline --no-daemon --console=plain build"
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
# npm test -- --colors (jest --ci --runInBand, install not shown): queue.test.js requires
# ../src/preview, which does not exist ("Test suite failed to run", "Cannot find module"), and
# total() rounds a discount the wrong way (toBe 5622, got 5623): two causes
if sel js-jest-suite-cannot-find-module-and-tobe-color; then
	d=$(fresh js-jest-suite-import); npmci "$d"
	run js-jest-suite-cannot-find-module-and-tobe-color "$d" npm test -- --colors
fi
# npm test = vitest run --reporter=dot (install not shown; vitest colours its diff without a
# terminal): reads.test.ts's beforeAll reads fixtures/january-2025.csv (the file is january.csv):
# "Failed Suites 1", its three tests skipped; tariff's cost truncates pence (2012 for 2013)
if sel ts-vitest-dot-beforeall-enoent-and-tobe; then
	d=$(fresh ts-vitest-dot-meter); npmci "$d"
	run ts-vitest-dot-beforeall-enoent-and-tobe "$d" npm test
fi
# success, the same project fixed, GitHub Actions, two steps (npm ci, npm test = vitest dot)
if sel gha-ts-vitest-dot-success; then
	d=$(fresh ts-vitest-dot-meter)
	fix "$d" src/tariff.ts 's/Math.trunc(pence)/Math.round(pence)/'
	fix "$d" test/reads.test.ts 's/january-2025.csv/january.csv/'
	gha_steps gha-ts-vitest-dot-success "$d" "npm ci" "npm test"
fi
# npm test = mocha --reporter dot (mocha 10.8.2 from $HOJS), CRLF: notify's callback asserts 4
# messages inside setImmediate but Dev is on leave all week (3): "Uncaught AssertionError", and
# Store's beforeEach copies test/fixtures/ward-7.json (the folder is test/fixture): a "before
# each" hook failure. The temporary directory's name in that message differs per run
if sel js-mocha-dot-uncaught-async-and-before-each-crlf; then
	d=$(fresh js-mocha-dot-hooks)
	PATH=$hojs/node_modules/.bin:$PATH run js-mocha-dot-uncaught-async-and-before-each-crlf "$d" npm test
	crlf js-mocha-dot-uncaught-async-and-before-each-crlf
fi
# GitHub Actions, two steps (versions, npm test = node --test --test-reporter=spec), gzipped:
# 195 passing round-trip conversions, then parseQty("1,5 kg") is null (a deepStrictEqual) and the
# printer queue's second callback throws RangeError: unknown unit: pint inside a setTimeout
if sel gha-js-node-test-spec-late-deepequal-and-async-throw-long; then
	d=$(fresh js-node-test-long)
	gha_steps gha-js-node-test-spec-late-deepequal-and-async-throw-long "$d" "node --version && npm --version" "npm test"
	gz gha-js-node-test-spec-late-deepequal-and-async-throw-long
fi
# Jenkins-style "Build" stage script (sh, set -eu): node --version, npm ci, npm run build = tsc
# --build --verbose: route.ts imports ./geo/haversine.js (the file is distance.ts: TS2307), and
# eta.ts divides legsMetres[i] under noUncheckedIndexedAccess (TS2532): two causes. CRLF
if sel ci-ts-tsc-build-verbose-missing-module-possibly-undefined-crlf; then
	d=$(fresh ts-tsc-missing-module)
	run ci-ts-tsc-build-verbose-missing-module-possibly-undefined-crlf "$d" sh ci/build.sh
	crlf ci-ts-tsc-build-verbose-missing-module-possibly-undefined-crlf
fi
# npm run lint -- --color (eslint stylish, colour forced, install not shown): a missing comma in
# fines.js (Parsing error), `if (i = -1)` in holds.js (three rules on one spot), a misspelt
# variable (no-undef) and a console warning
if sel js-eslint-parsing-error-and-const-assign-color; then
	d=$(fresh js-eslint-parse); npmci "$d"
	run js-eslint-parsing-error-and-const-assign-color "$d" npm run lint -- --color
fi
# GitHub Actions, two steps (versions, npm ci), npm 11: package-lock.json is in .gitignore, so
# the checkout has none: "npm error The `npm ci` command can only install with an existing
# package-lock.json", then npm ci's usage text
if sel gha-js-npm11-ci-without-lockfile; then
	d=$(fresh js-npm11-nolock)
	gha_steps gha-js-npm11-ci-without-lockfile "$d" "node --version && npm --version" "npm ci"
fi

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
