#!/bin/bash
# FIFTH HOLDOUT logs, Java and JavaScript/TypeScript family: whole CI jobs (several steps, real
# install/download noise, one step failing among much passing output), real tool output,
# labelled by hand in manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h5 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h5 known/testdata/holdout5/jvmjs/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of real tools
# run over a small project in src/<scenario>/, copied (or checked out with git) to a fixed work
# directory (/tmp/wisptriage-holdout5-jvmjs) so the paths in the logs stay the same.
#
# Tools (this machine, Debian 12): OpenJDK 17.0.15 (javac, java), JUnit 4.13.2 and hamcrest-core
# from /usr/share/java, Maven 3.8.7 (maven-compiler-plugin 3.10.1, surefire 2.22.3, jar 3.3.0),
# Gradle 4.4.1, Ant 1.10.13, git 2.39.5, GNU Wget 1.21.3, Node 20.20.2 with npm 11.19.1.
# JS tools: the jobs that run `npm ci`/`npm install` install from the npm registry (through
# npm's cache in ~/.npm) with the package-lock.json kept in src/; the others use the tools in
# /tmp/hojs/node_modules through a link, made as holdout2/gen.sh's header says:
#   mkdir -p /tmp/hojs && cd /tmp/hojs && npm init -y && npm install jest@29 vitest@3 \
#     mocha@10 eslint@9 @eslint/js@9 typescript@5 webpack@5 webpack-cli@5 vite@6
# (jest 29.7.0, vitest 3.2.7, mocha 10.8.2, eslint 9.39.5, tsc 5.9.3, webpack 5.113.0,
# webpack-cli 5.1.4). Set HOJS to use another directory.
#
# The Maven and Gradle jobs download every plugin and dependency from a "mirror": tools/mirror.py,
# a small HTTP server on 127.0.0.1:38471 (the port must be free) serving /usr/share/maven-repo
# (Debian's Maven repository) and answering the .sha1/.md5 requests as a repository manager does;
# each job starts with an empty local repository (Gradle: a fresh --gradle-user-home), so the
# tools print their real Downloading/Downloaded/Download lines. The same server serves a data
# file (made by src/js-node-migrate/make_export.py) for a wget download (its \r progress bar).
# The npm registry reachable here sends no deprecation notices, so npm prints no
# "npm warn deprecated" lines; the npm ci noise is its http/verbose log instead.
#
# The gha-* jobs start with a checkout step that runs the git commands
# actions/checkout runs (git init, fetch --depth=1 --progress from a local bare repository made
# from src/<scenario> with a fixed author and date, checkout), with git's real \r progress.
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps,
# ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.); ci-* run a CI
# script under `bash -ex` (its "+ cmd" trace lines between the steps' output); *-color force the
# tool's colour; *-crlf has CRLF line ends; one log is gzipped (.log.gz). exits.tsv holds each
# exit status.
#
# Sections: ONLY="java js" bash gen.sh regenerates only those (exits.tsv keeps the rest).
# Some output varies from run to run (timings, dates, npm's debug-log name, download speeds,
# the order of Maven's parallel downloads and of npm's http lines): the number of lines does
# not, so the labelled line numbers hold; after regenerating, run `python3 check.py` (and
# `python3 check.py --refresh-text` for the texts that hold a timing, once the lines are right).
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout5-jvmjs
hojs=${HOJS:-/tmp/hojs}
port=38471
mirror_pid=
mkdir -p "$logs"
mkdir -p "$work"
[ -z "${ONLY:-}" ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"

have() { command -v "$1" >/dev/null 2>&1 || { echo "skip: $1 is not installed" >&2; return 1; }; }
# fresh NAME: a clean copy of src/NAME in $work/NAME; prints its path.
fresh() { rm -rf "${work:?}/$1" && cp -r "$here/src/$1" "$work/$1" && echo "$work/$1"; }
# jsdeps DIR: the npm tools, through a node_modules link.
jsdeps() { ln -s "$hojs/node_modules" "$1/node_modules"; }
# remote NAME: a bare repository $work/NAME.git holding src/NAME as one commit (fixed author
# and date: the commit id is the same on every run); $work/NAME is left empty for the checkout.
remote() {
	local seed=$work/.seed-$1
	rm -rf "$seed" "${work:?}/$1.git" "${work:?}/$1"
	cp -r "$here/src/$1" "$seed"
	(
		cd "$seed" && git init -q -b main . && git add -A &&
			GIT_AUTHOR_DATE='2024-05-06T07:02:11Z' GIT_COMMITTER_DATE='2024-05-06T07:02:11Z' \
				git -c user.name='CI Bot' -c user.email='ci@example.invalid' commit -q -m "$1: nightly" &&
			git clone -q --bare . "$work/$1.git"
	)
	rm -rf "$seed"
	mkdir -p "$work/$1"
	echo "$work/$1"
}
# The checkout step's commands (as actions/checkout runs them), for gha_steps.
checkout_cmd() {
	cat <<EOF
git version
git init "\$PWD"
git remote add origin "file://$work/$1.git"
git -c protocol.version=2 fetch --no-tags --prune --progress --no-recurse-submodules --depth=1 origin +refs/heads/main:refs/remotes/origin/main
git checkout --progress --force -B main refs/remotes/origin/main
git log -1 --format=%H
EOF
}
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
	echo "##[group]Run $(printf '%s\n' "$1" | head -n 1)"
	echo "$1"
	echo "shell: /usr/bin/bash -e {0}"
	echo "##[endgroup]"
	# the runner stores output line by line: a last line without its newline still ends there
	sed -e '$a\'
	[ "$2" -ne 0 ] && echo "##[error]Process completed with exit code $2."
	return 0
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
# mirror_up: the local artifact mirror (tools/mirror.py); stopped when gen.sh exits.
mirror_up() {
	[ -n "$mirror_pid" ] && return 0
	python3 "$here/tools/mirror.py" "$port" /usr/share/maven-repo "$work/fixtures" &
	mirror_pid=$!
	trap '[ -n "$mirror_pid" ] && kill "$mirror_pid" 2>/dev/null' EXIT
	for _ in 1 2 3 4 5 6 7 8 9 10; do
		curl -s -o /dev/null "http://127.0.0.1:$port/" && return 0
		sleep 0.5
	done
	echo "mirror did not start" >&2
	return 1
}
# sect NAME: run only the sections listed in $ONLY (all when unset).
sect() { [ -z "${ONLY:-}" ] || [[ " $ONLY " == *" $1 "* ]]; }

# the fixture the migrate job downloads, served by the mirror under /files/
mkdir -p "$work/fixtures"
python3 "$here/src/js-node-migrate/make_export.py" "$work/fixtures/export.ndjson"

# ---------------------------------------------------------------- Java
if sect java && have mvn && have git && mirror_up; then
	# five modules; berth-tariff (the 4th) fails three tests, berth-app is SKIPPED
	d=$(remote java-maven-reactor)
	gha_steps gha-java-maven-mirror-verify-fourth-module-fails "$d" \
		"$(checkout_cmd java-maven-reactor)" \
		"java -version && mvn -v" \
		"mvn -B -s settings.xml verify"
	# kiln-export needs commons-csv 1.10.0, which the mirror does not have; CRLF (a Windows runner)
	d=$(fresh java-maven-missing-dep)
	run java-maven-missing-dependency-crlf "$d" mvn -B -s settings.xml package
	sed -i 's/$/\r/' "$logs/java-maven-missing-dependency-crlf.log"
fi
if sect java && have gradle && have git && mirror_up; then
	d=$(remote java-gradle-static-init)
	gha_steps gha-java-gradle-info-static-init-cascade "$d" \
		"$(checkout_cmd java-gradle-static-init)" \
		"gradle --gradle-user-home .gradle-home --no-daemon --console=plain --info build"
fi
if sect java && have ant; then
	# 40 files, -Xlint:all, Ant's ANSI colour logger; one error in the second-to-last file
	d=$(fresh java-ant-xlint)
	run java-ant-xlint-late-error-color "$d" ant -logger org.apache.tools.ant.listener.AnsiColorLogger
	d=$(fresh java-ant-junit-success)
	run ci-java-ant-junit-success-skipped "$d" bash -ex ci.sh
fi

# ---------------------------------------------------------------- JavaScript / TypeScript
if sect js && have node && have npm && have git; then
	d=$(remote js-rota-jest)
	gha_steps gha-js-npm-ci-lint-jest-late-failure "$d" \
		"$(checkout_cmd js-rota-jest)" \
		"node --version && npm --version" \
		"npm ci --loglevel=http --no-audit --no-fund" \
		"npm run lint" \
		"npm test"
	gzip -9 -n -f "$logs/gha-js-npm-ci-lint-jest-late-failure.log"
	# TypeScript project references: errors in two packages (pricing, booking)
	d=$(fresh ts-workspace-build)
	run ci-ts-workspace-tsc-build-two-packages-color "$d" bash -ex ci/check.sh
	d=$(remote js-mocha-cron)
	gha_steps gha-js-npm-ci-mocha-two-failures "$d" \
		"$(checkout_cmd js-mocha-cron)" \
		"npm ci --no-audit --no-fund" \
		"npm test"
	d=$(remote js-node-test-success)
	gha_steps gha-js-lint-typecheck-node-test-success "$d" \
		"$(checkout_cmd js-node-test-success)" \
		"npm ci --no-audit --no-fund" \
		"npm run lint" \
		"npm run typecheck" \
		"npm test"
	# no lock file: npm install resolves from the registry and finds the peer conflict
	d=$(fresh js-npm-eresolve)
	run ci-js-npm-install-eresolve-peer "$d" bash -ex ci/build.sh
	if mirror_up; then
		d=$(remote js-node-migrate)
		gha_steps gha-js-node-migrate-unhandled-rejection "$d" \
			"$(checkout_cmd js-node-migrate)" \
			"node --version" \
			"wget --progress=bar:force:noscroll --limit-rate=2m -O data/export.ndjson http://127.0.0.1:$port/files/export.ndjson" \
			"npm run migrate -- data/export.ndjson"
	fi
fi
if sect js && have node && have npm && [ -d "$hojs/node_modules" ]; then
	d=$(fresh js-webpack-progress); jsdeps "$d"
	run js-webpack-progress-case-mismatch-color "$d" npm run build
	d=$(fresh js-vitest-snapshot); jsdeps "$d"
	run js-vitest-verbose-snapshot-mismatch "$d" npm test
elif sect js; then
	echo "skip: node, npm or $hojs/node_modules missing: no webpack/vitest logs" >&2
fi

# keep the last status of each id (sections can be re-run with ONLY=...)
tac "$logs/exits.tsv" | awk -F'\t' '!seen[$1]++' | tac > "$logs/exits.tsv.new" && mv "$logs/exits.tsv.new" "$logs/exits.tsv"
[ -z "${ONLY:-}" ] && rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
