#!/bin/bash
# TENTH HOLDOUT logs, Java and JavaScript/TypeScript family (jvmjs): real output of the tools the
# issue lists (javac, exception stacks with "Caused by:", JUnit 4's JUnitCore, the JUnit 5 console
# launcher, Maven with surefire, Gradle 4.4, tsc plain and pretty, eslint stylish, jest, vitest,
# mocha, node --test with the TAP and spec reporters, npm's "npm ERR!"/"npm error" lines, node's
# uncaught errors, webpack's "Module not found"/"ERROR in"), labelled by hand in manifest.jsonl
# (score_known.py's format). This round is about logs with several independent failures and
# long cascades. Score them with
#   go build -o /tmp/wt-h10 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h10 known/testdata/holdout10/jvmjs/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout10-jvmjs) so the paths in the logs stay the same from run to run.
# "bash gen.sh ID..." regenerates only the named logs (their lines in exits.tsv are replaced).
#
# Tools (this machine, Debian 12): OpenJDK 17.0.15, JUnit 4.13.2 and hamcrest 2.2, the JUnit
# Platform Console Launcher 1.9.1 with Jupiter 5.9.2 (all from /usr/share/java), Maven 3.8.7
# offline against Debian's /usr/share/maven-repo (no ~/.m2 on this machine: maven-compiler-plugin
# 3.10.1, maven-surefire-plugin 2.22.3, maven-resources-plugin 3.3.0, maven-jar-plugin 3.3.0),
# Gradle 4.4.1 (Debian, --offline, jars from a flatDir on /usr/share/java; ~/.gradle holds only
# 4.4.1's caches), GNU Make 4.3, GNU bash 5.2.15, Node v20.20.2 with npm 11.19.1, and npm 8
# installed outside the repo the way holdout9 installed npm 6 and 9 (npm 6 cannot read the
# lockfileVersion 3 files, so npm 8 gives the "npm ERR!" lines):
#   mkdir -p /tmp/h9npm8 && cd /tmp/h9npm8 && npm init -y && npm install npm@8 &&
#     mkdir bin && ln -s ../node_modules/npm/bin/npm-cli.js bin/npm      (npm 8.19.4)
# (NPM8 names another directory). The JS projects carry package-lock.json files whose
# versions are those of holdout9's projects, so "npm ci" installs them from npm's cache
# (~/.npm/_cacache) with npm_config_offline=true (set below, not shown in the logs): jest 29.7.0,
# vitest 3.2.7, vite 6.4.6, webpack 5.113.0 with webpack-cli 5.1.4, eslint 9.39.5 with @eslint/js
# 9.39.5 and globals 14.0.0, typescript 5.9.3. mocha 10.8.2 comes from $HOJS/node_modules/.bin
# (a preinstalled tool, as in holdout8/9).
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a
# failing step ends the job, the steps after it write nothing); ci-* run the project's own CI
# script; *-crlf has CRLF line ends (sed); *-color runs the tool with its colour on by its own
# switch; *.log.gz are gzipped. exits.tsv holds each command's (job's) exit status.
#
# After regenerating, run label.py (rewrites manifest.jsonl from hand-chosen patterns, stops
# when one no longer fits) and check.py.
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8 TZ=UTC
export npm_config_offline=true npm_config_update_notifier=false
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout10-jvmjs
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
	  printf "2024-11-19T14:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# GitHub Actions, two steps (versions, mvn verify): CustomerRepository.findById now returns
# Optional<Customer>; three callers in three packages were not updated: seven javac errors
# (incompatible types, cannot find symbol on Optional, an invalid method reference), one cause
if sel gha-java-maven-optional-return-callers-cascade; then
	d=$(fresh java-maven-orders)
	gha_steps gha-java-maven-optional-return-callers-cascade "$d" "java -version && mvn -v" "$MVN verify"
fi
# mvn -fae verify over a three-module reactor, colour forced: routewise-geo's haversine takes
# cos() of degrees (a failing test), routewise-gpx reads a file in try-with-resources without
# handling IOException (three "unreported exception", one cause); routewise-app SKIPPED
if sel java-maven-fae-reactor-test-and-compile-color; then
	d=$(fresh java-maven-geo-fae)
	run java-maven-fae-reactor-test-and-compile-color "$d" $MVN -Dstyle.color=always -fae verify
fi
# GitHub Actions, two steps (java -version, mvn verify), gzipped: 220 rows of a parameterized
# reorder test print their INFO lines, then ShelfPickTest's first-fit sort goes the wrong way
# (ascending) and StockLedgerTest's @BeforeEach opens /fixtures/stock_levels.csv, saved as
# stock-levels.csv: the same NullPointerException in all six tests (one cause)
if sel gha-java-maven-beforeeach-fixture-six-errors-long; then
	d=$(fresh java-maven-warehouse-long)
	gha_steps gha-java-maven-beforeeach-fixture-six-errors-long "$d" "java -version" "$MVN verify"
	gz gha-java-maven-beforeeach-fixture-six-errors-long
fi
# the Jenkins stage script (set -ex): javac -Xlint:all over five files: seven lint warnings,
# then two unrelated errors (a variable only set in an if, a long narrowed to int); CRLF
if sel ci-java-javac-two-errors-seven-warnings-crlf; then
	d=$(fresh java-javac-timesheet)
	run ci-java-javac-two-errors-seven-warnings-crlf "$d" bash ci/build.sh
	crlf ci-java-javac-two-errors-seven-warnings-crlf
fi
# GitHub Actions, two steps (javac -version, make ci): the Makefile's test rule puts
# $(JUNIT_JAR) on the classpath, a variable that is never set (it is $(JUNIT)): 29 errors in
# three test files from one missing jar, then make's Error 1
if sel gha-java-make-junit-not-on-classpath-29-errors; then
	d=$(fresh java-make-junit4-invoices)
	gha_steps gha-java-make-junit-not-on-classpath-29-errors "$d" "javac -version" "make ci"
fi
# the JUnit 5 console launcher in its default colours: CartTest's NullPointerException (prices
# never set), CouponTest's assertThrows (the expiry check allows one day too many) and three
# rows of DiscountTest.tiered failing one check (> where the tiers start at >=: one cause)
if sel java-junit5-console-npe-assertthrows-rows-color; then
	d=$(fresh java-junit5-checkout)
	run java-junit5-console-npe-assertthrows-rows-color "$d" bash -c \
		"mkdir -p out/main out/test && javac -d out/main \$(find src/main -name '*.java' | sort) && javac -d out/test -cp out/main:$JUPITER_CP \$(find src/test/java -name '*.java' | sort) && $LAUNCHER $BY_NAME -cp out/main:out/test --select-package shop.checkout"
fi
# GitHub Actions, two steps (java -version, ci/test.sh = javac + JUnitCore): a ComparisonFailure
# (toUpperCase turns ß into SS), an UncheckedIOException <- IOException (the template was saved
# as welcome.text) and a hamcrest contains() mismatch (a trailing blank in a city)
if sel gha-java-junitcore-comparison-caused-by-hamcrest; then
	d=$(fresh java-junit4-mailroom)
	gha_steps gha-java-junitcore-comparison-caused-by-hamcrest "$d" "java -version" "bash ci/test.sh"
fi
# GitLab-style smoke script (set -ex): javac, then the worker: INFO lines, then
# Exception in thread "main" ExceptionInInitializerError <- IllegalStateException <-
# DateTimeParseException (poll.interval=PT30 lacks its unit)
if sel ci-java-app-static-init-two-caused-by; then
	d=$(fresh java-app-feedsync)
	run ci-java-app-static-init-two-caused-by "$d" bash ci/smoke.sh
fi
# GitHub Actions, two steps (java -version, gradle build --continue) over two subprojects:
# tides-cli assigns findFirst()'s Optional to a Tide (compileJava FAILED), and tides-core's
# tests fail twice (a modulo that goes negative past midnight, an index past the six twelfths)
if sel gha-java-gradle-continue-compile-and-two-tests; then
	d=$(fresh java-gradle-tides)
	gha_steps gha-java-gradle-continue-compile-and-two-tests "$d" "java -version" "$GRADLE build --continue"
fi
# success, Jenkins-style script (sh, set -ex): java -version, mvn verify with surefire's JUnit 4
# provider: INFO lines from the code, one @Ignore'd test (Skipped: 1); CRLF
if sel ci-java-maven-junit4-ignored-success-crlf; then
	d=$(fresh java-maven-slugs-success)
	run ci-java-maven-junit4-ignored-success-crlf "$d" env MAVEN_REPO=$repo sh ci.sh
	crlf ci-java-maven-junit4-ignored-success-crlf
fi
# GitLab-style script (mvn -V verify), surefire's JUnit 4 provider: the shipped blocks.csv has
# an octet of 256 (IllegalStateException <- IllegalArgumentException <- NumberFormatException,
# each with a trimmed stack) and lookup() keeps the shortest prefix instead of the longest
if sel ci-java-maven-junit4-caused-by-chain-and-assertion; then
	d=$(fresh java-maven-junit4-cidr)
	run ci-java-maven-junit4-caused-by-chain-and-assertion "$d" env MAVEN_REPO=$repo bash ci.sh
fi
# success, GitLab-style script: gradle build over two subprojects with test events on (7
# PASSED, 1 SKIPPED, Java 17's setSecurityManager warnings), then the table printer runs once
if sel ci-java-gradle-two-projects-skipped-success; then
	d=$(fresh java-gradle-tides-success)
	run ci-java-gradle-two-projects-skipped-success "$d" bash ci.sh
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
# GitHub Actions, two steps (npm ci, npm run typecheck = tsc --noEmit --pretty false): Invoice's
# customerId was renamed accountId, three modules still use it (eight errors: TS2353, TS2339),
# and an unrelated Record<string, string> lookup returns string | undefined (TS2322), printed
# among them
if sel gha-ts-tsc-plain-renamed-property-eight-errors; then
	d=$(fresh ts-tsc-invoicing)
	gha_steps gha-ts-tsc-plain-renamed-property-eight-errors "$d" "npm ci" "npm run typecheck"
fi
# Buildkite-style script (set -euo pipefail): npm ci, tsc --noEmit --pretty (colour, code
# frames, the errors table): a FieldSpec without max (TS2741), a parameter without a type
# (TS7006), an error constructor called without its new field argument (TS2554); CRLF
if sel ci-ts-tsc-pretty-three-files-color-crlf; then
	d=$(fresh ts-tsc-pretty-cron)
	run ci-ts-tsc-pretty-three-files-color-crlf "$d" bash ci/check.sh
	crlf ci-ts-tsc-pretty-three-files-color-crlf
fi
# GitHub Actions, three steps (npm ci, npm test = node --test TAP passing, npm run lint):
# eslint stylish, four errors of four rules in three files (no-undef, no-dupe-else-if,
# no-self-assign, no-constant-binary-expression) and two no-unused-vars warnings
if sel gha-js-eslint-four-rules-three-files; then
	d=$(fresh js-eslint-kiosk)
	gha_steps gha-js-eslint-four-rules-three-files "$d" "npm ci" "npm test" "npm run lint"
fi
# npm test -- --colors (jest --ci --runInBand, install not shown): the week47.json fixture has a
# trailing comma, so the beforeEach fails all five tests of its describe with one SyntaxError,
# and an overtime figure is compared with toEqual where 39.3 - 38.5 is 0.7999999999999972
if sel js-jest-beforeeach-json-five-and-float-color; then
	d=$(fresh js-jest-rostering); npmci "$d"
	run js-jest-beforeeach-json-five-and-float-color "$d" npm test -- --colors
fi
# GitHub Actions, two steps (npm ci, npm test -- --verbose), gzipped: 240 passing rows of a
# tariff table, then a reading with a decimal comma (TypeError) and a retry whose backoff
# (150+300+600 ms) outlasts the 500 ms test timeout
if sel gha-js-jest-verbose-comma-and-timeout-long; then
	d=$(fresh js-jest-tariffs-long)
	gha_steps gha-js-jest-verbose-comma-and-timeout-long "$d" "npm ci" "npm test -- --verbose"
	gz gha-js-jest-verbose-comma-and-timeout-long
fi
# vitest (install not shown), CRLF: two label bugs (volumetric weight rounded instead of rounded
# up; "bulky" from 31.5 kg written as <=) and a tracking test whose rejection carries two
# "Caused by:" (TrackingError <- SyntaxError from an HTML maintenance page)
if sel ts-vitest-three-failures-caused-by-crlf; then
	d=$(fresh ts-vitest-shipments); npmci "$d"
	run ts-vitest-three-failures-caused-by-crlf "$d" npm test
	crlf ts-vitest-three-failures-caused-by-crlf
fi
# success, Buildkite-style script with FORCE_COLOR=1: npm ci (npm 11's install-scripts
# warning), tsc --noEmit, vitest --reporter=verbose: 8 passed, 1 skipped, 1 todo
if sel ci-ts-tsc-vitest-verbose-skip-todo-success-color; then
	d=$(fresh ts-vitest-slots-success)
	run ci-ts-tsc-vitest-verbose-skip-todo-success-color "$d" env FORCE_COLOR=1 bash ci/pipeline.sh
fi
# GitHub Actions with npm 8, two steps (versions, npm test = mocha spec --timeout 300): a test
# waits for a "drained" event the queue never emits (it emits "idle": timeout), a wildcard
# route "customer.*" never matches, and verify() compares the whole header with the signature
if sel gha-js-npm8-mocha-timeout-deepequal-strictequal; then
	d=$(fresh js-mocha-webhooks)
	PATH=$npm8:$hojs/node_modules/.bin:$PATH gha_steps gha-js-npm8-mocha-timeout-deepequal-strictequal "$d" \
		"node --version && npm --version" "npm test"
fi
# npm test = node --test --test-reporter=spec with FORCE_COLOR=1: CRLF rows keep their \r, a
# "number" column with an integer in it, and writeCsv opens with flags "wx" (EEXIST); each
# failure repeated under "failing tests:"
if sel js-node-test-spec-three-suites-color; then
	d=$(fresh js-node-test-csvkit)
	run js-node-test-spec-three-suites-color "$d" env FORCE_COLOR=1 npm test
fi
# Drone-style step (sh, set -e): node --version, npm test = node --test --test-reporter=tap:
# 88 passing table rows, then normalise() forgets the Irish Eircode space and isValid() looks
# the country code up without upper-casing it (RangeError); gzipped
if sel ci-js-node-test-tap-two-failures-late-long; then
	d=$(fresh js-node-test-postcodes-long)
	run ci-js-node-test-tap-two-failures-late-long "$d" sh ci/test.sh
	gz ci-js-node-test-tap-two-failures-late-long
fi
# GitHub Actions, two steps (versions, npm run seed): progress lines, then the uncaught
# Error "cannot load seed data" with its [cause] SyntaxError (a // comment in the JSON)
if sel gha-js-node-uncaught-error-with-cause; then
	d=$(fresh js-node-seed-cause)
	gha_steps gha-js-node-uncaught-error-with-cause "$d" "node --version && npm --version" "npm run seed"
fi
# Jenkins-style script (set -ex) with npm 8: versions, npm ci, npm run build, then
# npm run test:unit, a script renamed to "test": npm ERR! Missing script
if sel ci-js-npm8-missing-script-after-build; then
	d=$(fresh js-npm-missing-script)
	PATH=$npm8:$PATH run ci-js-npm8-missing-script-after-build "$d" bash ci.sh
fi
# GitHub Actions, two steps (versions, npm ci): engines asks for node >=22.12.0 and .npmrc sets
# engine-strict, the runner has Node 20: npm error code EBADENGINE
if sel gha-js-npm-ci-engine-strict-ebadengine; then
	d=$(fresh js-npm-engine-strict)
	gha_steps gha-js-npm-ci-engine-strict-ebadengine "$d" "node --version && npm --version" "npm ci --no-audit --no-fund"
fi
# GitHub Actions with npm 8, two steps (npm ci, npm run build = webpack 5 production): JSX in a
# .js file with no loader (Module parse failed) and an import of lodash.debounce, never added
# to package.json (Module not found): two ERROR in, "compiled with 2 errors"
if sel gha-js-webpack-parse-failed-and-module-not-found; then
	d=$(fresh js-webpack-storefront)
	PATH=$npm8:$PATH gha_steps gha-js-webpack-parse-failed-and-module-not-found "$d" "npm ci" "npm run build"
fi

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
