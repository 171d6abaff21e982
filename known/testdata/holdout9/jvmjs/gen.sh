#!/bin/bash
# NINTH HOLDOUT logs, Java and JavaScript/TypeScript family (jvmjs): real output of the tools the
# issue lists (javac, exception stacks with "Caused by:", JUnit 4's JUnitCore, the JUnit 5 console
# launcher, Maven with surefire, Gradle 4.4, tsc plain and pretty, eslint stylish, jest, vitest,
# mocha, node --test with the TAP and spec reporters, npm's "npm ERR!"/"npm error" lines, node's
# uncaught errors, webpack's "Module not found" and vite's build errors), most of them as whole CI
# jobs (install, build, lint, test: two to four steps, the failure in one of them), labelled by
# hand in manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h9 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h9 known/testdata/holdout9/jvmjs/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout9-jvmjs) so the paths in the logs stay the same from run to run.
# ONLY="java js" bash gen.sh runs only the named sections (exits.tsv is then partial).
#
# Tools (this machine, Debian 12): OpenJDK 17.0.15 (javac, java), JUnit 4.13.2 and hamcrest 2.2
# (/usr/share/java), JUnit Platform Console Launcher 1.9.1 with Jupiter 5.9.2, Maven 3.8.7 offline
# against /usr/share/maven-repo (maven-compiler-plugin 3.10.1, maven-surefire-plugin 2.22.3,
# maven-resources-plugin 3.3.0, maven-jar-plugin 3.3.0; commons-text 1.11.0 deliberately absent),
# Gradle 4.4.1 (Debian, --offline, jars from a flatDir on /usr/share/java), GNU Make 4.3, GNU bash
# 5.2.15, Node v20.20.2 with npm 11.19.1, and two older npm clients installed outside the repo:
#   mkdir -p /tmp/h9npm6 && cd /tmp/h9npm6 && npm init -y && npm install npm@6 &&
#     mkdir bin && ln -s ../node_modules/npm/bin/npm-cli.js bin/npm      (npm 6.14.18)
#   the same in /tmp/h9npm9 with npm@9                                  (npm 9.9.4)
# (NPM6 and NPM9 name other directories). The JS projects carry their package-lock.json;
# npm ci installs them from npm's cache (~/.npm/_cacache) with npm_config_offline=true (set
# below, not shown in the logs): jest 29.7.0, vitest 3.2.7, vite 6.4.6, webpack 5.113.0 with
# webpack-cli 5.1.4, eslint 9.39.5 with @eslint/js 9.39.5 and globals 14.0.0, typescript 5.9.3,
# nanoid 5.1.16, js-yaml 4.3.2. The cache was filled once with an online "npm install" of each
# project (versions pinned to those of /tmp/hojs); on a machine without that cache run
# "npm install" online once in a copy of each project. js-npm6-mocha-done-multiple-crlf takes
# mocha 10.8.2 from $HOJS/node_modules/.bin (a preinstalled tool, as in holdout8).
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a
# failing step ends the job, the steps after it write nothing); ci-* run the project's own CI
# script (Jenkins/GitLab/Drone/Buildkite/Woodpecker style: set -x traces, echo'd step markers,
# make); *-crlf has CRLF line ends (sed); *-color runs the tool with its colour on by its own
# switch (Maven -Dstyle.color=always, tsc --pretty, FORCE_COLOR=1 for vitest and vite); two
# logs are gzipped (.log.gz). exits.tsv holds each command's (job's) exit status.
#
# Run to run differences: timings and dates change texts, not line numbers (see README). After
# regenerating, run label.py (rewrites manifest.jsonl from hand-chosen patterns, stops when one no
# longer fits) and check.py.
set -u
# the Debian tools only (no pyenv, nothing from /usr/local)
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8 TZ=UTC
export npm_config_offline=true npm_config_update_notifier=false
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout9-jvmjs
hojs=${HOJS:-/tmp/hojs}
npm6=${NPM6:-/tmp/h9npm6}/bin
npm9=${NPM9:-/tmp/h9npm9}/bin
repo=/usr/share/maven-repo
J=/usr/share/java
ONLY=${ONLY:-java js}
mkdir -p "$logs" "$work"
: > "$logs/exits.tsv"

have() { command -v "$1" >/dev/null 2>&1 || { echo "skip: $1 is not installed" >&2; return 1; }; }
want() { case " $ONLY " in *" $1 "*) return 0 ;; esac; return 1; }
# fresh NAME: a clean copy of src/NAME in $work/NAME; prints its path.
fresh() { rm -rf "${work:?}/$1" && cp -r "$here/src/$1" "$work/$1" && echo "$work/$1"; }
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
	  printf "2024-05-07T09:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# npmci DIR: installs a project's locked devDependencies before a log that does not show it
npmci() { (cd "$1" && npm ci --no-audit --no-fund >/dev/null 2>&1) || echo "npm ci failed in $1" >&2; }

JUPITER_CP="$J/junit-jupiter-api.jar:$J/junit-jupiter-params.jar:$J/apiguardian-api.jar:$J/opentest4j.jar"
LAUNCHER="java -jar $J/junit-platform-console-standalone.jar --disable-banner"
# single-quoted inside the command lines (bash -c would expand $ClassName)
BY_NAME="'--config=junit.jupiter.testclass.order.default=org.junit.jupiter.api.ClassOrderer\$ClassName'"
MVN="mvn -o -B -Dmaven.repo.local=$repo"
GRADLE="gradle --offline --no-daemon --console=plain"

# ---------------------------------------------------------------- Java
if want java && have javac && have java && have mvn; then
	# GitHub Actions, three steps (versions, mvn compile with a deprecation warning, mvn test):
	# surefire's JUnit Platform provider with full stacks: Ledger.purgeVoided removes from the
	# list it iterates (ConcurrentModificationException) and gross() keeps six decimals where the
	# test expects cents (BigDecimal equals compares the scale)
	d=$(fresh java-maven-ledger)
	gha_steps gha-java-maven-compile-test-cme-bigdecimal-scale "$d" "java -version && mvn -v" \
		"$MVN compile" "$MVN test"
	# the project's CI script under set -euxo pipefail: dependabot bumped commons-text to 1.11.0,
	# which the offline agent's repository does not have (DependencyResolutionException); CRLF
	d=$(fresh java-maven-mailmerge)
	run ci-java-maven-offline-dependency-unresolved-crlf "$d" env MAVEN_REPO=$repo bash ci/build.sh
	crlf ci-java-maven-offline-dependency-unresolved-crlf
	# make ci (versions, compile, test) with Maven's colour forced: Quote was renamed
	# ShippingQuote but Cheapest still uses the old name (two "cannot find symbol"), and
	# ExpressRateCard calls the constructor without the new service argument
	d=$(fresh java-maven-shipping)
	run java-make-maven-renamed-class-constructor-color "$d" make ci MAVEN_REPO=$repo
	# the project's CI script (set -x): javac -Xlint:all -Werror, only warnings (a removal, a
	# deprecation, raw types), so javac's one error is "warnings found and -Werror specified"
	d=$(fresh java-javac-werror-feeds)
	run ci-java-javac-werror-removal-warning "$d" bash ci/compile.sh
	# GitHub Actions, two steps (javac, the JUnit 5 console launcher, colour off): a non-static
	# @BeforeAll fails its whole class (JUnitException), a @MethodSource names a factory that
	# does not exist (PreconditionViolationException, a Suppressed configuration error)
	d=$(fresh java-junit5-geofence)
	gha_steps gha-java-junit5-console-beforeall-methodsource "$d" \
		"mkdir -p out/main out/test && javac -d out/main \$(find src/main -name '*.java' | sort) && javac -d out/test -cp out/main:$JUPITER_CP \$(find src/test/java -name '*.java' | sort) && cp src/test/resources/* out/test/" \
		"$LAUNCHER --disable-ansi-colors $BY_NAME -cp out/main:out/test --select-package app.geofence"
	# the Jenkins stage script (set -eux): javac, then JUnitCore: assertEquals(double, double)
	# without a delta (JUnit 4's "Use assertEquals(expected, actual, delta)") and a properties
	# file with a decimal comma (IllegalArgumentException <- NumberFormatException); CRLF
	d=$(fresh java-junit4-thermostat)
	run ci-java-junitcore-double-delta-caused-by-crlf "$d" bash ci/test.sh
	crlf ci-java-junitcore-double-delta-caused-by-crlf
	# the smoke-test script (set -x): javac, then the service in smoke mode: metrics.port was
	# copied from http.port, Exception in thread "main" IllegalStateException <- BindException
	d=$(fresh java-app-inventory-api)
	run ci-java-app-bindexception-caused-by "$d" timeout 120 bash ci/smoke.sh
fi
if want java && have gradle; then
	# Gradle 4.4 build: a typo in the dependencies block ("testImplmentation"): "A problem
	# occurred evaluating root project", "Could not find method testImplmentation()"
	d=$(fresh java-gradle-wordfreq)
	run java-gradle-script-typo-could-not-find-method "$d" $GRADLE build
	# GitLab-style script, two Gradle runs (assemble passes, check fails): a @BeforeClass opens
	# a fixture under the wrong name (classMethod FAILED, NullPointerException) and a board line
	# truncates one character early (ComparisonFailure)
	d=$(fresh java-gradle-timetable)
	run ci-java-gradle-assemble-check-classmethod "$d" bash ci/check.sh
	# success, Jenkins-style script: gradle build with -Xlint:all (four warnings) and one @Ignore
	# (SKIPPED), then a smoke run of the jar
	d=$(fresh java-gradle-isbn-success)
	run ci-java-gradle-build-skipped-success "$d" bash ci/build.sh
fi
if want java && have mvn; then
	# GitHub Actions, two steps (java -version, mvn verify): a three-module reactor, 23 model
	# tests, 200-odd renewal log lines from the engine's tests, then four rows of one
	# parameterized proration test fail from one rounding bug (divide with scale 2); the cli
	# module is SKIPPED; gzipped
	d=$(fresh java-maven-billing-long)
	gha_steps gha-java-maven-reactor-parameterized-rows-long "$d" "java -version" "$MVN verify"
	gz gha-java-maven-reactor-parameterized-rows-long
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
if want js && have node && have npm; then
	# GitHub Actions, three steps (npm ci, npm test = node --test, TAP; npm run lint): a merge
	# left conflict markers in coupons.js (eslint's "Parsing error"), plus eqeqeq and
	# prefer-const in shipping.js and an unused-argument warning
	d=$(fresh js-eslint-cartwheel)
	gha_steps gha-js-npm-ci-node-test-eslint-merge-marker "$d" "npm ci" "npm test" "npm run lint"
	# the build agent's script (set -ex): npm ci, npm run ci (typecheck && build && test):
	# tsc --pretty false with strict and noUncheckedIndexedAccess: an import with the wrong
	# case (TS2307, and the TS2345 it causes in another file, printed first), TS7053, TS18048;
	# CRLF
	d=$(fresh ts-tsc-fleet)
	run ci-ts-npm-run-ci-tsc-plain-casing-crlf "$d" bash ci/run.sh
	crlf ci-ts-npm-run-ci-tsc-plain-casing-crlf
	# GitHub Actions, three steps (npm ci, npm test = vitest passes, npm run build = tsc
	# --pretty, colour): a seed object whose state widens to string (TS2322) and a property
	# assigned only in an if (TS2564)
	d=$(fresh ts-tsc-pretty-notesync)
	gha_steps gha-ts-vitest-then-tsc-pretty-color "$d" "npm ci" "npm test" "npm run build"
	# npm test = jest --ci --runInBand (install not shown): nanoid 5 is ESM only (Jest
	# encountered an unexpected token: "Cannot use import statement outside a module"), and a
	# copy mail sent to every customer (toHaveBeenCalledTimes)
	d=$(fresh js-jest-quotebook); npmci "$d"
	run js-jest-esm-only-dependency-called-times "$d" npm test
	# Buildkite-style script with FORCE_COLOR=1: tsc --noEmit passes, vitest fails twice:
	# toStrictEqual against an explicit undefined property, and expect.assertions(2) where run()
	# builds a RateLimitError but never throws it (install not shown)
	d=$(fresh ts-vitest-ratelimit); npmci "$d"
	run ci-ts-tsc-vitest-strict-equal-assertions-color "$d" bash ci/pipeline.sh
	# npm 6, npm test = mocha spec: a test subscribes done() twice ("done() called multiple
	# times", after the test's own ✔), and topics() keeps insertion order where the test wants
	# them sorted; npm 6's "npm ERR! Test failed."; CRLF
	d=$(fresh js-mocha-eventbus)
	PATH=$npm6:$hojs/node_modules/.bin:$PATH run js-npm6-mocha-done-multiple-crlf "$d" npm test
	crlf js-npm6-mocha-done-multiple-crlf
	# GitHub Actions, two steps (node --version, npm test = node --test, TAP since stdout is not
	# a terminal): assert.throws with a message regexp the code does not produce, and a test
	# timing out after 500 ms (backoff 100+200+400 ms)
	d=$(fresh js-node-test-retry)
	gha_steps gha-js-node-test-tap-throws-timeout "$d" "node --version" "npm test"
	# Drone-style script: npm ci, eslint (one warning, "✖ 1 problem"), node --test spec over
	# 236 table tests; a transposed digit in the cup factor fails its two rows late; gzipped
	d=$(fresh js-node-test-units-long)
	run ci-js-eslint-node-test-spec-long "$d" bash ci/job.sh
	gz ci-js-eslint-node-test-spec-long
	# GitHub Actions with npm 6, three steps (versions, npm ci, npm run build): the docs build
	# requires slugify, which package.json never declared: node's "Cannot find module" with
	# its Require stack, then npm 6's ELIFECYCLE block
	d=$(fresh js-node-docs-build)
	PATH=$npm6:$PATH gha_steps gha-js-npm6-build-cannot-find-module "$d" \
		"node --version && npm --version" "npm ci" "npm run build"
	# GitHub Actions, three steps (npm ci, npm test passes, npm run build = webpack 5): the
	# "@/..." imports resolve in the editor through jsconfig.json paths, but webpack has no alias:
	# three "Module not found" errors
	d=$(fresh js-webpack-dashboard)
	gha_steps gha-js-webpack-alias-module-not-found "$d" "npm ci" "npm test" "npm run build"
	# Woodpecker-style script with FORCE_COLOR=1: npm ci, vitest passes, vite build fails:
	# calendar.js imports dayjs, which is not a dependency ("Rollup failed to resolve import")
	d=$(fresh js-vite-booking)
	run ci-js-vitest-vite-rollup-unresolved-color "$d" bash ci/steps.sh
	# success, GitHub Actions, three steps: npm ci, eslint (one warning), jest --coverage with a
	# skip and a todo, thresholds met
	d=$(fresh js-jest-payroll-success)
	gha_steps gha-js-eslint-jest-coverage-success "$d" "npm ci" "npm run lint" "npm test -- --coverage"
	# GitHub Actions with npm 9, three steps: versions, "cd web && npm ci", then "npm run lint"
	# without the working directory: npm ERR! code ENOENT, Could not read package.json
	d=$(fresh js-npm9-monorepo-lint)
	PATH=$npm9:$PATH gha_steps gha-js-npm9-lint-wrong-directory-enoent "$d" \
		"node --version && npm --version" "cd web && npm ci" "npm run lint"
elif want js; then
	echo "skip: node or npm missing: no JavaScript logs" >&2
fi

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
