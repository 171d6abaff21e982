#!/bin/bash
# ELEVENTH HOLDOUT logs, Java and JavaScript/TypeScript family (jvmjs): real output of javac,
# Java exception stacks with "Caused by:", JUnit 4's JUnitCore, the JUnit 5 console launcher,
# Maven with surefire, Gradle 4.4, tsc plain and pretty, eslint stylish, jest, vitest, mocha,
# node --test (TAP and spec), npm's "npm ERR!"/"npm error" lines, node's uncaught errors, webpack
# and vite, labelled by hand in manifest.jsonl (score_known.py's format). This round is about
# NOISE: most logs are whole CI jobs whose passing steps and tests print words like error,
# failed, exception, WARN, SEVERE and whole stack traces, with one to two real failures among
# them, and five successes that look like failures (plus one with a continue-on-error step).
#   go build -o /tmp/wt-h11 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h11 known/testdata/holdout11/jvmjs/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout11-jvmjs) so the paths in the logs stay the same from run to run.
# "bash gen.sh ID..." regenerates only the named logs (their lines in exits.tsv are replaced).
#
# Tools (this machine, Debian 12): OpenJDK 17.0.15, JUnit 4.13.2 and hamcrest (junit4.jar,
# hamcrest-core.jar), the JUnit Platform Console Launcher 1.9.1 with Jupiter 5.9.2 (all from
# /usr/share/java), Maven 3.8.7 offline against Debian's /usr/share/maven-repo (no ~/.m2:
# maven-compiler-plugin 3.10.1, maven-surefire-plugin 2.22.3, maven-resources-plugin 3.3.0,
# maven-jar-plugin 3.3.0), Gradle 4.4.1 (Debian, --offline, jars from a flatDir on
# /usr/share/java), GNU Make 4.3, bash 5.2.15, dash, Node v20.20.2 with npm 11.19.1, and npm
# 8.19.4 installed outside the repo as holdout10 describes (/tmp/h9npm8; NPM8 names another
# directory):
#   mkdir -p /tmp/h9npm8 && cd /tmp/h9npm8 && npm init -y && npm install npm@8 &&
#     mkdir bin && ln -s ../node_modules/npm/bin/npm-cli.js bin/npm
# The JS projects carry package-lock.json files copied from holdout9/holdout10's projects (only
# the root name and version changed), so "npm ci" installs them from npm's cache
# (~/.npm/_cacache) with npm_config_offline=true (set below, not shown in the logs): jest
# 29.7.0, vitest 3.2.7, vite 6.4.6, webpack 5.113.0 with webpack-cli 5.1.4, eslint 9.39.5,
# typescript 5.9.3. mocha 10.8.2 and the workspace job's tsc come from $HOJS/node_modules/.bin
# (preinstalled tools, as in holdout8-10).
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a
# failing step ends the job, the steps after it write nothing, except a step given as "?CMD",
# which is continue-on-error: its exit-code line is written and the job goes on); ci-* run the
# project's own CI script; *-crlf has CRLF line ends (sed); *-color runs the tool with its colour
# on by its own switch; *.log.gz are gzipped. exits.tsv holds each command's (job's) exit status.
#
# After regenerating, run label.py (rewrites manifest.jsonl from hand-chosen patterns, stops
# when one no longer fits) and check.py.
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8 TZ=UTC
export npm_config_offline=true npm_config_update_notifier=false
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout11-jvmjs
hojs=${HOJS:-/tmp/hojs}
npm8=${NPM8:-/tmp/h9npm8}/bin
repo=/usr/share/maven-repo
J=/usr/share/java
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
	  printf "2025-03-04T08:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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

JUPITER_CP="$J/junit-jupiter-api.jar:$J/junit-jupiter-params.jar:$J/apiguardian-api.jar:$J/opentest4j.jar"
LAUNCHER="java -jar $J/junit-platform-console-standalone.jar --disable-banner"
BY_NAME="'--config=junit.jupiter.testclass.order.default=org.junit.jupiter.api.ClassOrderer\$ClassName'"
MVN="mvn -o -B -Dmaven.repo.local=$repo"
GRADLE="gradle --offline --no-daemon --console=plain"


# ---------------------------------------------------------------- Java
# GitHub Actions, three steps (versions, mvn compile, mvn verify), surefire's JUnit Platform
# provider: the retry tests log WARNING/SEVERE lines through java.util.logging, one with a
# whole IOException stack (the give-up path the test expects), then FeeCalculator rounds
# HALF_DOWN where the fee is rounded half up: one failure
if sel gha-java-maven-jul-retry-stack-noise-rounding-failure; then
	d=$(fresh java-maven-payouts)
	gha_steps gha-java-maven-jul-retry-stack-noise-rounding-failure "$d" "java -version && mvn -v" "$MVN compile" "$MVN verify"
fi
# mvn verify with Maven's colour forced (-Dstyle.color=always), javac -Xlint:all: removal and
# deprecation warnings; a test of the importer's bad-row report prints "...: error: negative
# quantity" to stderr (expected), then the northwind feed is semicolon-separated: <<< ERROR!
# IllegalStateException <- ArrayIndexOutOfBoundsException
if sel java-maven-color-lint-warnings-stderr-error-caused-by; then
	d=$(fresh java-maven-stockimport)
	run java-maven-color-lint-warnings-stderr-error-caused-by "$d" $MVN -Dstyle.color=always verify
fi
# success, Jenkins-style script (sh, set -ex), CRLF: mvn verify with surefire's JUnit 4
# provider; the deferral test makes the queue print "delivery of m3 failed, deferring" and a
# whole java.net.ConnectException stack (e.printStackTrace, the path under test), one @Ignore
if sel ci-java-maven-printed-stacktrace-ignored-success-crlf; then
	d=$(fresh java-maven-mailqueue-success)
	run ci-java-maven-printed-stacktrace-ignored-success-crlf "$d" env MAVEN_REPO=$repo sh ci.sh
	crlf ci-java-maven-printed-stacktrace-ignored-success-crlf
fi
# GitHub Actions, two steps (versions, mvn verify), javac -Xlint:all: ReportSink's export() was
# renamed write() and the two sinks were not updated: for each, "method does not override or
# implement a method from a supertype" and "is not abstract and does not override abstract
# method write": four errors, one cause, after rawtypes/unchecked/deprecation warnings
if sel gha-java-maven-renamed-interface-method-override-warnings; then
	d=$(fresh java-maven-reportsinks)
	gha_steps gha-java-maven-renamed-interface-method-override-warnings "$d" "java -version && mvn -v" "$MVN verify"
fi
# GitHub Actions, three steps (java -version, gradle assemble, gradle test), Gradle 4.4 with
# showStandardStreams: the parser test prints "ERROR reading rejected: ..." lines and the upload
# retry test "WARN upload attempt 1 failed" (both expected), then kilowattHours divides by
# 10000: "BillingTest > sumsReadingsInKilowattHours FAILED" with a full AssertionError stack
if sel gha-java-gradle-test-stdout-error-lines-one-failure; then
	d=$(fresh java-gradle-meterread)
	gha_steps gha-java-gradle-test-stdout-error-lines-one-failure "$d" "java -version" "$GRADLE assemble" "$GRADLE test"
fi
# success, GitLab-style script: gradle clean build with -Xlint:deprecation (three
# "warning: [deprecation]" lines), test events with stdout/stderr shown: "ERROR reading
# rejected" and "WARN upload attempt 1 failed" lines from passing tests, one @Ignore (SKIPPED)
if sel ci-java-gradle-deprecation-warnings-error-output-success; then
	d=$(fresh java-gradle-meterread-success)
	run ci-java-gradle-deprecation-warnings-error-output-success "$d" bash ci.sh
fi
# GitHub Actions, two steps (java -version, ci/test.sh = javac + the JUnit 5 console launcher
# with --details=tree, colours off): the fetch retry tests print "[fetch] error: ..." lines,
# title rows name "Error handling" and "Fatal crash", one @Disabled, then Merger sorts oldest
# first: assertIterableEquals "iterable contents differ at index [0]"
if sel gha-java-junit5-console-tree-fetch-error-lines-sort-order; then
	d=$(fresh java-junit5-feedmerge)
	gha_steps gha-java-junit5-console-tree-fetch-error-lines-sort-order "$d" "java -version" "bash ci/test.sh"
fi
# Jenkins-style script (set -ex): javac + JUnitCore over three classes: ApplicationTest prints
# "validation output: [error: height ...]" (the expected result), FeeSchedule logs "WARN fee
# requested for negative area" and carries on where the test expects IllegalArgumentException:
# "java.lang.AssertionError: Expected exception: java.lang.IllegalArgumentException"
if sel ci-java-junitcore-expected-exception-not-thrown-warn-noise; then
	d=$(fresh java-junit4-permits)
	run ci-java-junitcore-expected-exception-not-thrown-warn-noise "$d" bash ci/unit.sh
fi
# GitLab-style script (set -ex): javac, then the digest tool: INFO lines and an "ERROR ...
# expected 4 fields, got 5 (row skipped)" line it recovers from, "2 in status error/failed",
# then Exception in thread "main" IllegalStateException <- ClassCastException (Integer to
# Long: Settings stores Integer.valueOf and number() casts to Long); gzipped
if sel ci-java-app-skipped-row-error-then-classcast-caused-by; then
	d=$(fresh java-app-digest)
	run ci-java-app-skipped-row-error-then-classcast-caused-by "$d" bash ci/nightly.sh
	gz ci-java-app-skipped-row-error-then-classcast-caused-by
fi
# GitHub Actions, two steps (javac -version, make build = javac -Xlint:all): a [serial]
# warning, then Quote calls String.toUppercase() ("cannot find symbol") and Surcharge.fuel's
# switch writes "case Zone.DOMESTIC:" ("an enum switch case label must be the unqualified name
# of an enumeration constant", three times, one cause): two causes
if sel gha-java-javac-cannot-find-symbol-and-qualified-enum-case; then
	d=$(fresh java-javac-shipping)
	gha_steps gha-java-javac-cannot-find-symbol-and-qualified-enum-case "$d" "javac -version" "make build"
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
# GitHub Actions, three steps (npm ci, npm run lint = eslint with no warnings, npm test --
# --verbose = jest), gzipped: 64 passing rows of a channel table and 140 of a phone-number table, the delivery tests' console.warn
# "delivery attempt 1/3 failed" and console.error "giving up on message" blocks (with an Error
# stack) and "provider error EAUTH ... (fatal)" (expected), a skipped test, then render()
# replaces only the first {{order}}: "template value missing: order"
if sel gha-js-jest-verbose-console-error-noise-template-long; then
	d=$(fresh js-jest-notifyhub-long)
	gha_steps gha-js-jest-verbose-console-error-noise-template-long "$d" "npm ci" "npm run lint" "npm test -- --verbose"
	gz gha-js-jest-verbose-console-error-noise-template-long
fi
# success, npm test -- --colors (jest, install not shown): console.warn/console.error blocks
# from the delivery tests ("failed", "giving up", an Error stack, "(fatal)"), a skipped test;
# all suites pass
if sel js-jest-colors-console-error-blocks-skipped-success; then
	d=$(fresh js-jest-notifyhub-success); npmci "$d"
	run js-jest-colors-console-error-blocks-skipped-success "$d" npm test -- --colors
fi
# GitHub Actions, three steps (npm ci, npm run typecheck = tsc, npm test = vitest run): stderr
# blocks "rate limit exceeded for tenant-42" and "ignoring malformed Retry-After" from passing
# tests, a test passing on its retry, a todo; then two failures in two files: the window keeps
# a hit exactly windowMs old (>= for >), and retryAfterMs returns seconds for an HTTP date
if sel gha-ts-vitest-stderr-noise-retry-two-failures; then
	d=$(fresh ts-vitest-ratelimit)
	gha_steps gha-ts-vitest-stderr-noise-retry-two-failures "$d" "npm ci" "npm run typecheck" "npm test"
fi
# success, Azure-style script (set -euo pipefail), CRLF: npm ci, vitest --reporter=verbose:
# stderr blocks "rate limit exceeded" and "ignoring malformed Retry-After", a test that passes
# on its retry (its first attempt throws; the verbose reporter does not show it), a todo; all pass
if sel ci-ts-vitest-verbose-stderr-retry-todo-success-crlf; then
	d=$(fresh ts-vitest-ratelimit-success)
	run ci-ts-vitest-verbose-stderr-retry-todo-success-crlf "$d" bash ci/test.sh
	crlf ci-ts-vitest-verbose-stderr-retry-todo-success-crlf
fi
# npm test = mocha spec (mocha 10.8.2 from $HOJS), CRLF: fanout's tests print "[fanout]
# subscriber ledger failed: ECONNREFUSED" lines (expected), two pending tests, then two
# failures: "invoice.*" sliced to "invoice" also matches invoices_archive.moved
# (deepStrictEqual), and timingSafeEqual throws RangeError on a truncated signature
if sel js-mocha-spec-fanout-error-lines-pending-two-failures-crlf; then
	d=$(fresh js-mocha-webhookrelay)
	PATH=$hojs/node_modules/.bin:$PATH run js-mocha-spec-fanout-error-lines-pending-two-failures-crlf "$d" npm test
	crlf js-mocha-spec-fanout-error-lines-pending-two-failures-crlf
fi
# Drone-style step (sh, set -x): versions, npm test = node --test --test-reporter=tap: 64
# passing length round trips, a test that prints "expected error: unsupported unit 'furlong'", a
# skip and a todo, then fahrenheitToCelsius computes f - 32 * 5 / 9 (precedence): one failure,
# late
if sel ci-js-node-test-tap-precedence-failure-late-long; then
	d=$(fresh js-node-test-unitconv-long)
	run ci-js-node-test-tap-precedence-failure-late-long "$d" sh ci/test.sh
fi
# success, GitHub Actions, two steps (node/npm versions, npm test = node --test spec): 16 round
# trips, "an unknown unit is a RangeError", "below absolute zero throws", a test named "NaN
# input fails soft and logs an error" whose code prints "Error: convertLength called with NaN",
# a skip and a todo; all pass
if sel gha-js-node-test-spec-error-named-tests-skip-todo-success; then
	d=$(fresh js-node-test-unitconv-success)
	gha_steps gha-js-node-test-spec-error-named-tests-skip-todo-success "$d" "node --version && npm --version" "npm test"
fi
# GitHub Actions, three steps (npm ci; npm run docs:check with continue-on-error, which fails
# with "error: route 'reports' is not documented" and its own exit-code line, and the job goes
# on; npm run build = tsc --pretty false): TS2345 (an optional email passed as string) in
# bookings.ts and TS2532 (a Record index under noUncheckedIndexedAccess) in reports.ts
if sel gha-ts-tsc-plain-continue-on-error-docs-two-errors; then
	d=$(fresh ts-tsc-bookingapi)
	gha_steps gha-ts-tsc-plain-continue-on-error-docs-two-errors "$d" "npm ci" "?npm run docs:check" "npm run build"
fi
# npm run typecheck = tsc --noEmit --pretty (colour, install not shown): units.ts moved to
# src/util/ and trip.ts still imports "../units.js" (TS2307), and emissions.ts compares the fuel
# with "EV", not a FuelType (TS2367): two files, two causes, code frames and the errors table
if sel ts-tsc-pretty-moved-module-and-no-overlap-color; then
	d=$(fresh ts-tsc-pretty-fleet); npmci "$d"
	run ts-tsc-pretty-moved-module-and-no-overlap-color "$d" npm run typecheck
fi
# GitHub Actions, three steps (npm ci, npm test = node --test spec passing with "exported 1
# timesheet entries" and "error: w2 2025-03-02: missing approval" printed by the code, npm run
# lint): eslint stylish, four no-console and one no-unused-vars warnings, and two errors:
# no-fallthrough (weekend falls into night) and no-prototype-builtins (hasOwnProperty)
if sel gha-js-eslint-warnings-noise-fallthrough-prototype-builtins; then
	d=$(fresh js-eslint-timesheets)
	gha_steps gha-js-eslint-warnings-noise-fallthrough-prototype-builtins "$d" "npm ci" "npm test" "npm run lint"
fi
# Jenkins-style script (set -ex), npm 11 (tsc 5.9.3 from $HOJS on the PATH): npm install links
# the two workspaces, npm run build runs each workspace's tsc; @portal/geo builds, @portal/web
# assigns URLSearchParams.get()'s string to a "metric" | "imperial" field (TS2322), then npm's
# "npm error Lifecycle script `build` failed ... workspace @portal/web" lines. (npm 8.19.4 prints
# "npm ERR! Lifecycle script" here but exits 0, so npm 11 it is.)
if sel ci-ts-npm-workspaces-tsc-error-lifecycle; then
	d=$(fresh ts-npm-workspaces-portal)
	PATH=$hojs/node_modules/.bin:$PATH run ci-ts-npm-workspaces-tsc-error-lifecycle "$d" bash ci/build.sh
fi
# GitHub Actions, three steps (versions, npm run env:check printing three "warning: ... not set"
# lines and passing, npm run migrate): an ESM import without its extension,
# "../src/db/config": Error [ERR_MODULE_NOT_FOUND]: Cannot find module ... imported from
# .../scripts/migrate.js (Node 20.20 prints no "Did you mean" hint for it)
if sel gha-js-node-esm-err-module-not-found-after-env-warnings; then
	d=$(fresh js-node-esm-migrate)
	gha_steps gha-js-node-esm-err-module-not-found-after-env-warnings "$d" "node --version && npm --version" "npm run env:check" "npm run migrate"
fi
# GitHub Actions, two steps (npm ci, npm run build = webpack 5 production with exportsPresence
# "error"): a "Critical dependency: the request of a dependency is an expression" WARNING (the
# locale require), then index.js imports formatMoney, which money.js calls formatPrice:
# ERROR in ./src/index.js ... export 'formatMoney' (imported as 'formatMoney') was not found
if sel gha-js-webpack-critical-dependency-warning-export-not-found; then
	d=$(fresh js-webpack-checkout)
	gha_steps gha-js-webpack-critical-dependency-warning-export-not-found "$d" "npm ci" "npm run build"
fi
# success, GitHub Actions, four steps (npm ci; npx --no-install prettier --check src with
# continue-on-error: prettier is not installed, "npm error could not determine executable to
# run" and the step's own exit-code line, the job goes on; npm test = vitest with a stderr
# "error: cannot parse price" block and a skip; npm run build = vite build with its warning
# about a module both dynamically and statically imported)
if sel gha-js-vite-build-success-continue-on-error-prettier; then
	d=$(fresh js-vite-menuboard-success)
	gha_steps gha-js-vite-build-success-continue-on-error-prettier "$d" "npm ci" "?npx --no-install prettier --check src" "npm test" "npm run build"
fi
# GitHub Actions with npm 8, three steps (versions, npm test = node --test spec passing, with its
# "expected error" and "Error: convertLength called with NaN" lines, then npx --yes
# license-checker): the runner is offline and license-checker is not in npm's cache: npm 8's
# "npm ERR! code ENOTCACHED" / "request to ... failed: cache mode is 'only-if-cached'"
if sel gha-js-npm8-npx-license-checker-enotcached; then
	d=$(fresh js-node-test-unitconv-success)
	PATH=$npm8:$PATH gha_steps gha-js-npm8-npx-license-checker-enotcached "$d" "node --version && npm --version" "npm test" "npx --yes license-checker --production --summary"
fi

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
