#!/bin/bash
# EIGHTH HOLDOUT logs, Java and JavaScript/TypeScript family (jvmjs): real output of the tools the
# issue lists (javac, exception stacks with "Caused by:", JUnit 4's JUnitCore, the JUnit 5 console
# launcher, Maven with surefire, Gradle 4.4, tsc plain and pretty, eslint stylish, jest, vitest,
# mocha, node --test with the TAP and spec reporters, npm's "npm error" lines, node's uncaught
# errors, webpack's "Module not found" and vite's build errors), from the mistakes developers make
# every week, labelled by hand in manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h8 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h8 known/testdata/holdout8/jvmjs/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout8-jvmjs) so the paths in the logs stay the same from run to run.
# ONLY="java js" bash gen.sh runs only the named sections (exits.tsv is then partial).
#
# Tools (this machine, Debian 12): OpenJDK 17.0.15 (javac, java), JUnit 4.13.2 and hamcrest 2.2
# (/usr/share/java), JUnit Platform Console Launcher 1.9.1 with Jupiter 5.9.2
# (junit-platform-console-standalone.jar), Maven 3.8.7 offline against /usr/share/maven-repo
# (maven-compiler-plugin 3.10.1, maven-surefire-plugin 2.22.3 with its JUnit 4 and JUnit Platform
# providers, maven-jar-plugin 3.3.0, maven-resources-plugin 3.3.0), Gradle 4.4.1 (Debian,
# --offline, jars from a flatDir on /usr/share/java), Node v20.20.2 with npm 11.19.1, and from npm,
# installed outside the repo (as for holdout6 and holdout7):
#   mkdir -p /tmp/hojs && cd /tmp/hojs && npm init -y && npm install jest@29 vitest@3 \
#     mocha@10 eslint@9 @eslint/js@9 typescript@5 webpack@5 webpack-cli@5 vite@6
# which gave jest 29.7.0, vitest 3.2.7, mocha 10.8.2, eslint 9.39.5, tsc 5.9.3, webpack 5.113.0
# (webpack-cli 5.1.4), vite 6.4.6 (rollup 4), @types/node 20. Set HOJS to use another directory
# (stacks in the jest, vitest, mocha and vite logs name files under it). Nothing reads the
# network: the npm steps used (npm install of a workspace with no registry dependencies, npm ci
# stopping on a broken package.json) need none.
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a
# failing step ends the job, the steps after it write nothing); *-crlf has CRLF line ends (sed);
# *-color runs the tool with its colour on by its own switch (Maven -Dstyle.color=always, tsc
# --pretty, eslint --color, jest --colors, FORCE_COLOR=1 for vite, the JUnit console launcher's
# default); two logs are gzipped (.log.gz). exits.tsv holds each command's exit status.
#
# Run to run differences: timings and dates (surefire's Time elapsed, Maven's Total time and
# Finished at, Gradle's BUILD FAILED in, the launcher's "Test run finished after", jest's and
# vitest's durations, node:test's duration_ms, npm's debug-log name) change texts, not line
# numbers. Orders are pinned: surefire runs classes alphabetically, the console launcher orders
# classes by name, jest runs in band with a fresh cache (files by size), vitest keeps its results
# cache in the fresh copy and runs without file parallelism, node --test with
# --test-concurrency=1. After regenerating, run label.py (rewrites manifest.jsonl from
# hand-chosen patterns, stops when one no longer fits) and check.py.
set -u
# the Debian tools only (no pyenv, nothing from /usr/local)
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8 TZ=UTC
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout8-jvmjs
hojs=${HOJS:-/tmp/hojs}
repo=/usr/share/maven-repo
J=/usr/share/java
ONLY=${ONLY:-java js}
mkdir -p "$logs" "$work"
: > "$logs/exits.tsv"

have() { command -v "$1" >/dev/null 2>&1 || { echo "skip: $1 is not installed" >&2; return 1; }; }
want() { case " $ONLY " in *" $1 "*) return 0 ;; esac; return 1; }
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
	  printf "2024-05-06T08:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
gz() { gzip -9 -n -f "$logs/$1.log"; }

JUNIT4_CP="$J/junit4.jar:$J/hamcrest.jar"
JUPITER_CP="$J/junit-jupiter-api.jar:$J/junit-jupiter-params.jar:$J/apiguardian-api.jar:$J/opentest4j.jar"
LAUNCHER="java -jar $J/junit-platform-console-standalone.jar --disable-banner"
# single-quoted inside the command lines (bash -c would expand $ClassName)
BY_NAME="'--config=junit.jupiter.testclass.order.default=org.junit.jupiter.api.ClassOrderer\$ClassName'"
MVN="mvn -o -B -Dmaven.repo.local=$repo"
GRADLE="gradle --offline --no-daemon --console=plain"

# ---------------------------------------------------------------- Java
if want java && have javac && have java; then
	# javac -Xlint:all over five files: Files.readAllLines without handling IOException
	# ("unreported exception") and a call to a renamed accessor ("cannot find symbol"), among
	# three lint warnings
	d=$(fresh java-javac-tariffs)
	run java-javac-unreported-exception-cannot-find-symbol "$d" bash -c \
		"mkdir -p out && javac -Xlint:all -d out \$(find src -name '*.java' | sort)"
	# GitHub Actions, two steps (javac -version, javac): Carrier.quote(Parcel) became
	# rate(Parcel, String); Bring was updated, Dhl and PostNord were not (two "is not abstract"
	# and two "does not override" errors); independently ParcelRepository.find now returns an
	# Optional that Dispatcher assigns to a Parcel
	d=$(fresh java-javac-carriers)
	gha_steps gha-java-javac-interface-changed-optional "$d" "javac -version" \
		"mkdir -p out && javac -d out \$(find src/main/java -name '*.java' | sort)"
	# a plain java run: worker threads parse bank statements with a STRICT "yyyy-MM-dd"
	# formatter (year-of-era without an era), Future.get() rethrows: ExecutionException <-
	# DateTimeParseException <- DateTimeException; CRLF
	d=$(fresh java-app-statements)
	run java-app-executor-caused-by-datetime-crlf "$d" bash -c \
		"mkdir -p out && javac -d out \$(find src -name '*.java' | sort) && java -cp out io.cashbook.importer.Main statements"
	crlf java-app-executor-caused-by-datetime-crlf
	# JUnit 4 through JUnitCore: a @Before opens a fixture resource under the wrong name (the
	# same NullPointerException for all four tests of the class) and hoursPerDay rounds where
	# its comment says it rounds down (assertArrayEquals, with its Caused by)
	d=$(fresh java-junit4-roster)
	run java-junitcore-before-npe-array-equals "$d" bash -c \
		"mkdir -p out && javac -d out -cp $JUNIT4_CP \$(find src test -name '*.java' | sort) && cp -r test-resources/. out/ && java -cp out:$JUNIT4_CP org.junit.runner.JUnitCore org.shiftplan.RosterCsvTest org.shiftplan.RosterTest org.shiftplan.ShiftTest"
	# GitHub Actions, two steps: javac, then the JUnit 5 console launcher (colour off): @Nested
	# classes, a @CsvSource row the parser cannot read ("1.5h": IllegalArgumentException), a
	# message assertion after assertThrows accepted a NumberFormatException, and a half minute
	# that formatMinutes truncates
	d=$(fresh java-junit5-durations)
	gha_steps gha-java-junit5-console-nested-csv-row "$d" \
		"mkdir -p out/main out/test && javac -d out/main \$(find src/main -name '*.java' | sort) && javac -d out/test -cp out/main:$JUPITER_CP \$(find src/test -name '*.java' | sort)" \
		"$LAUNCHER --disable-ansi-colors $BY_NAME -cp out/main:out/test --select-package dev.clockwork.durations"
	# the JUnit 5 console launcher with its default colours: a @Timeout(500 ms) test stuck in
	# a token bucket whose refill uses integer division (TimeoutException with the sleeping
	# thread's InterruptedException as Suppressed), and assertEquals(3.33, 10/3.0)
	d=$(fresh java-junit5-throttle)
	run java-junit5-console-timeout-double-color "$d" bash -c \
		"mkdir -p out/main out/test && javac -d out/main \$(find src/main -name '*.java' | sort) && javac -d out/test -cp out/main:$JUPITER_CP \$(find src/test -name '*.java' | sort) && $LAUNCHER $BY_NAME -cp out/main:out/test --select-package net.relaybox.throttle"
fi
if want java && have mvn; then
	# mvn test: main compiles, testCompile fails: InvoiceLine's constructor gained a VAT rate
	# (three old calls in two test files) and assertEquals(Long, int) is ambiguous (two lines)
	d=$(fresh java-maven-invoicing)
	run java-maven-testcompile-constructor-ambiguous "$d" $MVN test
	# surefire (JUnit 4 provider) with rerunFailingTestsCount=2, colour: an order-dependent test
	# (a codec registry filled by another test) fails once and passes on the rerun (a Flake),
	# a boundary bug fails all three runs
	d=$(fresh java-maven-sessions)
	run java-maven-surefire-rerun-flaky-color "$d" $MVN -Dstyle.color=always test
	# mvn -V verify on a three-module reactor: the api module declares slf4j-api with no version
	# and nothing manages it ("The build could not read 1 project"); CRLF
	d=$(fresh java-maven-reactor-pom)
	run java-maven-pom-missing-version-crlf "$d" $MVN -V verify
	crlf java-maven-pom-missing-version-crlf
	# success, GitHub Actions, two steps (java -version, mvn verify): a three-module reactor,
	# 207 JUnit 5 tests (two @Disabled), ingest logs a line per batch, a removal warning from
	# javac; gzipped
	d=$(fresh java-maven-weather-success)
	gha_steps gha-java-maven-reactor-success-long "$d" "java -version" "$MVN verify"
	gz gha-java-maven-reactor-success-long
fi
if want java && have gradle; then
	# Gradle 4.4 build: compileTestJava fails: a test calls a private helper, and Shuffler's
	# constructor now takes a Random where two tests pass a seed
	d=$(fresh java-gradle-playlist)
	run java-gradle-compiletestjava-private-access "$d" $GRADLE build
	# GitHub Actions, Gradle 4.4 build with exceptionFormat full: the French unit table is
	# Latin-1 and read as UTF-8 (IllegalStateException <- UncheckedIOException <-
	# MalformedInputException), and 1.5 cups print as "1.5" (no ½ glyph): two failed tests
	d=$(fresh java-gradle-recipes)
	gha_steps gha-java-gradle-test-caused-by-malformed-input "$d" "$GRADLE build"
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
if want js && have node && have npm && [ -d "$hojs/node_modules" ]; then
	# npm run typecheck = tsc --noEmit --pretty false: TS2367 (a comparison with "miles" that
	# the Unit type does not have), TS2769 with its overload lines (hour12: "false"), TS2578 (an
	# unused @ts-expect-error); CRLF
	d=$(fresh ts-tsc-routeplanner); jsdeps "$d"
	run ts-tsc-plain-overload-comparison-crlf "$d" npm run typecheck
	crlf ts-tsc-plain-overload-comparison-crlf
	# GitHub Actions, two steps (versions, tsc --noEmit --pretty, colour): Notification gained a
	# required tenantId that three jobs do not set (TS2345 with the elaboration, two TS2741), and
	# process.env.MAIL_API_KEY passed as a string (TS2345)
	d=$(fresh ts-tsc-notify); jsdeps "$d"
	gha_steps gha-ts-tsc-pretty-missing-property-color "$d" "node --version && npx tsc --version" \
		"npx tsc --noEmit --pretty"
	# npm run lint = eslint stylish over src and scripts: no-dupe-keys, no-fallthrough,
	# no-cond-assign, no-unreachable, and two warnings
	d=$(fresh js-eslint-pagebuilder); jsdeps "$d"
	run js-eslint-stylish-four-rules "$d" npm run lint
	# npm run lint -- --color with --max-warnings 0: only warnings, eslint exits 1 with "ESLint
	# found too many warnings (maximum: 0)."
	d=$(fresh js-eslint-maxwarn-telemetry); jsdeps "$d"
	run js-eslint-max-warnings-zero-color "$d" npm run lint -- --color
	# npm test = jest --ci --runInBand: a test file requires a module that was renamed ("Test
	# suite failed to run"), and toHaveBeenNthCalledWith(1, welcome mail) where signup sends
	# the verify mail first
	d=$(fresh js-jest-signup); jsdeps "$d"
	run js-jest-suite-failed-and-nth-called-with "$d" npm test
	# npm test = jest --ci --runInBand --coverage: every test passes, four global coverage
	# thresholds are not met (receipts and refunds have no tests)
	d=$(fresh js-jest-coverage-fares); jsdeps "$d"
	run js-jest-coverage-threshold-not-met "$d" npm test
	# jest --ci --verbose --colors over 286 tests: a slug case the NFKD normalisation cannot
	# handle (Æ, ø), and a new toMatchSnapshot() whose snapshot was never committed ("New
	# snapshot was not written" under --ci); gzipped
	d=$(fresh js-jest-markdown-long); jsdeps "$d"
	run js-jest-ci-snapshot-not-written-long-color "$d" npm test -- --colors
	gz js-jest-ci-snapshot-not-written-long-color
	# npm test = vitest run --reporter=verbose: a retry delay raised to 500 ms makes a test
	# time out (testTimeout 1000), and a test drops cancel()'s rejected promise ("Unhandled
	# Rejection", "Vitest caught 1 unhandled error")
	d=$(fresh js-vitest-uploader); jsdeps "$d"
	run js-vitest-verbose-timeout-unhandled-rejection "$d" npm test
	# npm test = mocha --forbid-only with an it.only left in a test file; CRLF
	d=$(fresh js-mocha-forbid-only); jsdeps "$d"
	run js-mocha-forbid-only-crlf "$d" npm test
	crlf js-mocha-forbid-only-crlf
	# GitHub Actions, two steps (node --version, npm test = mocha spec): an "after all" hook
	# closes a server a test already closed (ERR_SERVER_NOT_RUNNING), and assert.rejects
	# where enqueue() accepts a string payload ("Missing expected rejection.")
	d=$(fresh js-mocha-jobqueue); jsdeps "$d"
	gha_steps gha-js-mocha-after-all-hook-missing-rejection "$d" "node --version" "npm test"
	# npm test = node --test --test-reporter=tap: t.test() calls not awaited (two subtests
	# "cancelled by parent"), a quoted newline the CSV parser splits, a failing todo test
	d=$(fresh js-node-test-tap-csv)
	run js-node-test-tap-cancelled-subtests "$d" npm test
	# GitHub Actions, two steps (node --version, npm test = node --test spec): a before() hook
	# parses a fixture with a trailing comma (SyntaxError; its four tests cancelled), and
	# Intl.ListFormat's French list has no serial comma (assert.match)
	d=$(fresh js-node-test-spec-i18n)
	gha_steps gha-js-node-test-spec-before-hook-json "$d" "node --version" "npm test"
	# GitHub Actions, two steps (versions, npm ci): a merge left a trailing comma in
	# package.json: npm error code EJSONPARSE
	d=$(fresh js-npm-ci-ejsonparse)
	gha_steps gha-js-npm-ci-ejsonparse "$d" "node --version && npm --version" "npm ci"
	# GitHub Actions, two steps (npm install links the two workspaces, npm test runs both):
	# @geokit/core's node --test passes 254 tests, @geokit/cli's mocha hits a TypeError
	# (midpointCommand reads digits.precision of undefined); npm's "npm error Lifecycle script"
	# lines follow. mocha is taken from $hojs (on PATH), as a preinstalled tool.
	d=$(fresh js-npm-workspaces-geo)
	PATH=$hojs/node_modules/.bin:$PATH gha_steps gha-js-npm-workspaces-mocha-typeerror-long "$d" \
		"npm install --no-audit --no-fund" "npm test"
	# npm run build = node src/build.js: an ESM import of a renamed export (SyntaxError: The
	# requested module ... does not provide an export named 'slugify')
	d=$(fresh js-node-esm-named-export)
	run js-node-esm-missing-named-export "$d" npm run build
	# GitHub Actions, two steps (webpack --version, npm run build): a browser bundle imports a
	# module shared with the server that uses node's crypto: Module not found with webpack 5's
	# BREAKING CHANGE text about polyfills and the resolver's log
	d=$(fresh js-webpack-node-polyfill); jsdeps "$d"
	gha_steps gha-js-webpack-cant-resolve-crypto "$d" "npx webpack --version" "npm run build"
	# npm run build = vite build with FORCE_COLOR=1: cart.js imports formatPrice, which money.js
	# exports as formatMoney (rollup: "is not exported by")
	d=$(fresh js-vite-missing-export); jsdeps "$d"
	run js-vite-build-not-exported-color "$d" env FORCE_COLOR=1 npm run build
	# success, GitHub Actions, three steps: tsc --checkJs on JSDoc-typed sources, eslint with two
	# warnings, vitest with a skip and a todo
	d=$(fresh js-checkjs-eslint-vitest-success); jsdeps "$d"
	gha_steps gha-js-checkjs-eslint-vitest-success "$d" "npm run typecheck" "npm run lint" "npm test"
elif want js; then
	echo "skip: node, npm or $hojs/node_modules missing: no JavaScript logs" >&2
fi

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
