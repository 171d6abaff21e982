#!/bin/bash
# TWELFTH HOLDOUT logs, Java and JavaScript/TypeScript family (jvmjs): real output of javac,
# a Java exception with "Caused by:", JUnit 4's JUnitCore, the JUnit 5 console launcher, Maven
# with surefire, Gradle 4.4, tsc plain, eslint stylish, jest, vitest, mocha, node --test TAP,
# npm 8's "npm ERR!", node's uncaught exception and vite, labelled by hand in manifest.jsonl
# (score_known.py's format). This round is small: one log per tool, ordinary mistakes.
#   go build -o /tmp/wt-h12 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h12 known/testdata/holdout12/jvmjs/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout12-jvmjs) so the paths in the logs stay the same from run to run.
# "bash gen.sh ID..." regenerates only the named logs (their lines in exits.tsv are replaced).
#
# Tools: see README.md. The JS projects carry package-lock.json files copied from holdout11's
# projects (only the root name and version changed), so "npm ci" installs them from npm's cache
# with npm_config_offline=true (set below, not shown in the logs). mocha comes from
# $HOJS/node_modules/.bin and npm 8 from $NPM8 (as holdout10/11 installed them).
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps, ##[group]Run
# ... ##[endgroup], ##[error]Process completed with exit code N.; a failing step ends the job);
# ci-* run the project's own CI script; *-crlf has CRLF line ends (sed); *-color runs the tool
# with its colour on by its own switch; *.log.gz are gzipped. exits.tsv holds each command's
# (job's) exit status. After regenerating, run label.py and check.py.
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8 TZ=UTC
export npm_config_offline=true npm_config_update_notifier=false
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout12-jvmjs
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

MVN="mvn -o -B -Dmaven.repo.local=$repo"
GRADLE="gradle --offline --no-daemon --console=plain"

# ---------------------------------------------------------------- Java
# GitHub Actions, two steps (javac -version, make build = javac -Xlint:all): Invoice.add calls
# items.add(item.sku(), item) on a List as if it were a Map (javac, simplifying, reports it as
# "incompatible types: String cannot be converted to int": add(int, E)), and
# CsvImport assigns a String field to an int without Integer.parseInt (incompatible types):
# two files, two causes
if sel gha-java-javac-incompatible-types-list-add-and-parse; then
	d=$(fresh java-javac-invoicing)
	gha_steps gha-java-javac-incompatible-types-list-add-and-parse "$d" "javac -version" "make build"
fi
# GitLab-style script (set -ex), CRLF: javac, then the worker's dry run: the staging config
# says poll.interval.seconds=30s: Exception in thread "main" IllegalStateException: cannot load
# settings <- Caused by: NumberFormatException: For input string: "30s"
if sel ci-java-app-config-numberformat-caused-by-crlf; then
	d=$(fresh java-app-syncworker)
	run ci-java-app-config-numberformat-caused-by-crlf "$d" bash ci/run.sh
	crlf ci-java-app-config-numberformat-caused-by-crlf
fi
# Jenkins-style script (set -x): javac + JUnitCore over three classes: AccountName.normalise
# splits on a single space, so repeated spaces leave empty words and doubled separators
# (ComparisonFailure), and Journal.balance unboxes a missing account's null (NullPointerException
# with the helpful message): two causes
if sel ci-java-junitcore-comparison-and-unboxing-npe; then
	d=$(fresh java-junit4-ledger)
	run ci-java-junitcore-comparison-and-unboxing-npe "$d" bash ci/unit.sh
fi
# the JUnit 5 console launcher with its default ANSI colours, --details=tree: the slug of
# "Crème brûlée recipes" drops the accented letters (one @CsvSource row fails), and Toc.anchors
# ignores "###" headings: two causes
if sel java-junit5-console-csv-row-and-list-color; then
	d=$(fresh java-junit5-slugs)
	run java-junit5-console-csv-row-and-list-color "$d" bash ci/test.sh
fi
# GitHub Actions, two steps (java -version && mvn -v, mvn verify), surefire's JUnit Platform
# provider: Stock.reserve unboxes Map.get of an unknown sku (<<< ERROR! NullPointerException),
# and Parcel.volumetricGrams divides by 5000 where grams need / 5 (<<< FAILURE!); PickList passes
if sel gha-java-maven-surefire-npe-unboxing-and-volumetric; then
	d=$(fresh java-maven-warehouse)
	gha_steps gha-java-maven-surefire-npe-unboxing-and-volumetric "$d" "java -version && mvn -v" "$MVN verify"
fi
# mvn compile with Maven's colour forced, gzipped: CircleFence calls Haversine.metres as if it
# were static ("non-static method metres(...) cannot be referenced from a static context")
if sel java-maven-compile-non-static-method-color; then
	d=$(fresh java-maven-geofence)
	run java-maven-compile-non-static-method-color "$d" $MVN -Dstyle.color=always compile
	gz java-maven-compile-non-static-method-color
fi
# success, GitHub Actions, two steps (java -version, gradle build), Gradle 4.4 with test events
# and standard streams: a passing test prints "error: expected 24 hourly readings, got 23; bill
# withheld" (the path it tests), an expected-exception test
if sel gha-java-gradle-build-stderr-error-line-success; then
	d=$(fresh java-gradle-tariffs-success)
	gha_steps gha-java-gradle-build-stderr-error-line-success "$d" "java -version" "$GRADLE build"
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
# npm run build = tsc --pretty false (install not shown), CRLF: smsText reads trackingUrl on the
# Shipment union without narrowing (TS2339), and import.ts's toShipment(row) has no parameter
# type under strict (TS7006): two files, two causes
if sel ts-tsc-plain-union-property-and-implicit-any-crlf; then
	d=$(fresh ts-tsc-shipments); npmci "$d"
	run ts-tsc-plain-union-property-and-implicit-any-crlf "$d" npm run build
	crlf ts-tsc-plain-union-property-and-implicit-any-crlf
fi
# npm run lint -- --color (eslint stylish, colour forced, install not shown): a misspelt
# variable (no-undef), a duplicated object key (no-dupe-keys), an assignment in an if
# (no-cond-assign), and an unused import (warning): three errors, three causes
if sel js-eslint-stylish-undef-dupe-keys-cond-assign-color; then
	d=$(fresh js-eslint-kiosk); npmci "$d"
	run js-eslint-stylish-undef-dupe-keys-cond-assign-color "$d" npm run lint -- --color
fi
# GitHub Actions, two steps (npm ci, npm test = jest): Sender does not pass the room to the
# template (toHaveBeenCalledWith), and the give-up retry test waits the real back-off (200 ms
# doubling, four attempts) past testTimeout 1000: "Exceeded timeout of 1000 ms": two causes
if sel gha-js-jest-called-with-and-timeout; then
	d=$(fresh js-jest-reminders)
	gha_steps gha-js-jest-called-with-and-timeout "$d" "npm ci" "npm test"
fi
# GitHub Actions, three steps (npm ci, npm run typecheck, npm test = vitest --reporter=verbose),
# gzipped: 239 passing round-trip rows, then parseDuration("90") returns 0 where the test wants
# a throw ("expected [Function] to throw an error")
if sel gha-ts-vitest-verbose-to-throw-late-long; then
	d=$(fresh ts-vitest-durations)
	gha_steps gha-ts-vitest-verbose-to-throw-late-long "$d" "npm ci" "npm run typecheck" "npm test"
	gz gha-ts-vitest-verbose-to-throw-late-long
fi
# npm test = mocha spec (mocha 10.8.2 from $HOJS): a sitewide coupon has no categories
# (TypeError: Cannot read properties of undefined (reading 'includes')), and redeem never checks
# `used` (assert.rejects: "Missing expected rejection"): two causes
if sel js-mocha-spec-typeerror-and-missing-rejection; then
	d=$(fresh js-mocha-coupons)
	PATH=$hojs/node_modules/.bin:$PATH run js-mocha-spec-typeerror-and-missing-rejection "$d" npm test
fi
# success, GitHub Actions, two steps (versions, npm test = node --test TAP): tests named "a
# malformed time is a TypeError" and "a fully booked day fails to offer anything", one skip
if sel gha-js-node-test-tap-skip-success; then
	d=$(fresh js-node-test-slots-success)
	gha_steps gha-js-node-test-tap-skip-success "$d" "node --version && npm --version" "npm test"
fi
# GitHub Actions with npm 8, two steps (versions, npm ci): package.json's globals was bumped to
# ^15.9.0 without updating package-lock.json (still 14.0.0): npm ERR! code EUSAGE, "`npm ci` can
# only install packages when your package.json and package-lock.json ... are in sync", "Invalid:
# lock file's globals@14.0.0 does not satisfy globals@15.15.0", then npm ci's usage text
if sel gha-js-npm8-ci-lock-out-of-sync; then
	d=$(fresh js-npm8-lockdrift)
	PATH=$npm8:$PATH gha_steps gha-js-npm8-ci-lock-out-of-sync "$d" "node --version && npm --version" "npm ci"
fi
# Drone-style step script: npm run sitemap: one page has "lastModified" for "updated":
# TypeError: Cannot read properties of undefined (reading 'toISOString'), node's uncaught
# exception with its source line and caret, then npm's lifecycle error lines
if sel ci-js-node-uncaught-typeerror-sitemap; then
	d=$(fresh js-node-sitemap)
	run ci-js-node-uncaught-typeerror-sitemap "$d" bash ci/deploy.sh
fi
# npm run build = vite build (install not shown): specials.json has a trailing comma:
# [vite:json] ... Failed to parse JSON file
if sel js-vite-build-json-trailing-comma; then
	d=$(fresh js-vite-menu-json); npmci "$d"
	run js-vite-build-json-trailing-comma "$d" npm run build
fi

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
