#!/bin/bash
# FOURTH HOLDOUT logs, Java and JavaScript/TypeScript family: real tool output, labelled by hand in
# manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h4 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h4 known/testdata/holdout4/jvmjs/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout4-jvmjs) so the paths in the logs stay the same from run to run.
#
# Tools (this machine, Debian 12): OpenJDK 17.0.15 (javac, java), JUnit 4.13.2 and hamcrest-core
# from /usr/share/java, Maven 3.8.7 (offline, /usr/share/maven-repo, maven-compiler-plugin
# 3.10.1, surefire 2.22.3), Gradle 4.4.1 (offline), Node 20.20.2 with npm 11.19.1, and from npm
# (installed outside the repo):
#   mkdir -p /tmp/hojs && cd /tmp/hojs && npm init -y && npm install jest@29 vitest@3 \
#     mocha@10 eslint@9 @eslint/js@9 typescript@5 webpack@5 webpack-cli@5 vite@6
# which gave jest 29.7.0, vitest 3.2.7, mocha 10.8.2, eslint 9.39.5, tsc 5.9.3,
# webpack 5.113.0 (webpack-cli 5.1.4). Set HOJS to use another directory.
# gha-js-npm-ci-lockfile-mismatch asks the npm registry (npm ci resolves the dependency missing
# from the lock file): its "Missing: picocolors@X" names the newest 1.x at the time of the run.
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.),
# some with two steps; *-color runs the tool with its colour on (tsc --pretty, jest --colors);
# *-crlf has CRLF line ends; one log is gzipped (.log.gz). exits.tsv holds each exit status.
#
# Sections: ONLY="java js" bash gen.sh regenerates only those (exits.tsv keeps the rest).
# Some output varies from run to run (timings, dates, npm's debug-log name): after regenerating,
# re-check the line numbers in manifest.jsonl. jest runs --runInBand with a fresh cache, vitest
# with --no-file-parallelism and its cache in the project, so the order of test files is stable;
# Maven runs surefire's classes in alphabetical order.
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout4-jvmjs
hojs=${HOJS:-/tmp/hojs}
repo=/usr/share/maven-repo
junit=/usr/share/java/junit4.jar:/usr/share/java/hamcrest-core.jar
mkdir -p "$logs"
mkdir -p "$work"
[ -z "${ONLY:-}" ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"

have() { command -v "$1" >/dev/null 2>&1 || { echo "skip: $1 is not installed" >&2; return 1; }; }
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
	  printf "2024-05-06T07:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
}
# gha_step "CMD" RC < output: one step as the runner writes it (without the timestamps).
gha_step() {
	echo "##[group]Run $1"
	echo "$1"
	echo "shell: /usr/bin/bash -e {0}"
	echo "##[endgroup]"
	cat
	[ "$2" -ne 0 ] && echo "##[error]Process completed with exit code $2."
	return 0
}
# gha ID DIR CMD: runs CMD (a shell command line) in DIR as a one-step job log.
gha() {
	local id=$1 dir=$2 cmd=$3 out rc
	out=$(mktemp)
	(cd "$dir" && bash -e -c "$cmd") > "$out" 2>&1
	rc=$?
	gha_step "$cmd" "$rc" < "$out" | stamp > "$logs/$id.log"
	printf '%s\t%s\n' "$id" "$rc" >> "$logs/exits.tsv"
	rm -f "$out"
}
# gha_steps ID DIR "CMD1" "CMD2" ...: a multi-step job; stops at the first failing step.
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
# sect NAME: run only the sections listed in $ONLY (all when unset).
sect() { [ -z "${ONLY:-}" ] || [[ " $ONLY " == *" $1 "* ]]; }

# ---------------------------------------------------------------- Java
if sect java && have javac && have java; then
	d=$(fresh java-javac-generic)
	run java-javac-generic-inference "$d" sh -c 'mkdir -p out && javac -Xlint:all -d out src/org/libris/catalog/*.java'
	d=$(fresh java-static-init)
	gha_steps gha-java-static-init-numberformat "$d" \
		"mkdir -p out && javac -d out \$(find src -name '*.java' | sort)" \
		"java -cp out com.harbor.sched.Main conf/scheduler.properties"
	d=$(fresh java-junitcore)
	gha_steps gha-java-junitcore-failure-and-error "$d" \
		"mkdir -p out && javac -cp /usr/share/java/junit4.jar -d out \$(find src test -name '*.java' | sort)" \
		"java -cp out:$junit org.junit.runner.JUnitCore dev.gauge.metrics.DurationFormatTest dev.gauge.metrics.HistogramTest dev.gauge.metrics.RateWindowTest"
fi
if sect java && have mvn; then
	d=$(fresh java-surefire-two)
	gha gha-java-maven-surefire-fail-and-npe "$d" "mvn -o -B -Dmaven.repo.local=$repo test"
	# the test sources are broken too (they call the renamed method), but test-compile is
	# never reached: the build stops at compile
	d=$(fresh java-maven-compile-phase)
	run java-maven-compile-stops-before-test-compile "$d" mvn -o -B -Dmaven.repo.local=$repo test
fi
if sect java && have gradle; then
	d=$(fresh java-gradle-multi)
	gha gha-java-gradle-multiproject-continue "$d" "gradle --offline --no-daemon --console=plain --continue test"
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
if sect js && have node && have npm && [ -d "$hojs/node_modules" ]; then
	d=$(fresh js-tsc-three-files); jsdeps "$d"; run js-tsc-pretty-missing-module-color "$d" npm run typecheck
	d=$(fresh js-eslint-jest); jsdeps "$d"
	gha_steps gha-js-eslint-warnings-then-jest-failure "$d" "npm run lint" "npm test"
	d=$(fresh js-jest-obsolete-async); jsdeps "$d"; run js-jest-obsolete-snapshot-async-color "$d" npm test
	d=$(fresh js-vitest-two-files); jsdeps "$d"; run js-vitest-two-files-verbose-long "$d" npm test
	d=$(fresh js-mocha-beforeeach); jsdeps "$d"; run js-mocha-beforeeach-hook-crlf "$d" npm test
	# CRLF: as a Windows runner stores it.
	sed -i 's/$/\r/' "$logs/js-mocha-beforeeach-hook-crlf.log"
	# no node_modules link: npm ci fails before it installs anything
	d=$(fresh js-npm-ci-mismatch)
	gha_steps gha-js-npm-ci-lockfile-mismatch "$d" "node --version && npm --version" "npm ci"
	d=$(fresh js-webpack-parse); jsdeps "$d"; gha gha-js-webpack-jsx-parse-failed "$d" "npm run build"
	d=$(fresh js-jest-long-success); jsdeps "$d"; run js-jest-verbose-success-skipped-todo "$d" npm test
	gzip -9 -n -f "$logs/js-jest-verbose-success-skipped-todo.log"
	d=$(fresh js-webpack-warnings); jsdeps "$d"; run js-webpack-performance-warnings-success "$d" npm run build
elif sect js; then
	echo "skip: node, npm or $hojs/node_modules missing: no JavaScript logs" >&2
fi

# keep the last status of each id (sections can be re-run with ONLY=...)
tac "$logs/exits.tsv" | awk -F'\t' '!seen[$1]++' | tac > "$logs/exits.tsv.new" && mv "$logs/exits.tsv.new" "$logs/exits.tsv"
[ -z "${ONLY:-}" ] && rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
