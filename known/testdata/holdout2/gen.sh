#!/bin/bash
# SECOND HOLDOUT logs: real tool output the known/ formats were NOT tuned on, labelled by hand in
# manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h2 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h2 known/testdata/holdout2/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real
# tool run over a small project in src/<scenario>/, copied to a fixed work directory so the
# paths in the logs stay the same from run to run. The logs live in logs/ (not directly in
# this folder) so the tests that glob testdata/*/*.log do not pick them up.
#
# Tools (this machine, Debian 12): gcc 12.2.0, clang 14.0.6, GNU Make 4.3, cmake 3.25.1,
# ninja 1.11.1, GoogleTest 1.12.1 (libgtest-dev), valgrind 3.19.0, go 1.26.8,
# cargo/rustc 1.95.0, OpenJDK 17.0.15 (javac, java), JUnit 4.13.2 and JUnit Platform 1.9.1 /
# Jupiter 5.9.2 from /usr/share/java, Maven 3.8.7 (offline, /usr/share/maven-repo,
# surefire 2.22.3), Gradle 4.4.1 (offline), Python 3.11.2 with pytest 7.2.1, mypy 1.0.1,
# flake8 5.0.4, Node 20.20.2 with npm 11.19.1, and from npm (installed outside the repo):
#   mkdir -p /tmp/hojs && cd /tmp/hojs && npm init -y && npm install jest@29 vitest@3 \
#     mocha@10 eslint@9 @eslint/js@9 typescript@5 webpack@5 webpack-cli@5 vite@6
# which gave jest 29.7.0, vitest 3.2.7, mocha 10.8.2, eslint 9.39.5, tsc 5.9.3,
# webpack 5.113.0 (webpack-cli 5.1.4), vite 6.4.6. Set HOJS to use another directory.
# ruff is not installed here (PyPI unreachable, no Debian bookworm package): no ruff log.
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job
# log (each line prefixed with a timestamp, the step in ##[group]Run ... ##[endgroup], and
# ##[error]Process completed with exit code N. after a failed step); *-crlf has CRLF line
# ends (a Windows runner); *-color runs the tool with its colour forced on; one log is
# gzipped (.log.gz). exits.tsv records each command's exit status.
#
# src/js-jest-snap's stored snapshot is stale on purpose (the snapshot failure). Sections:
# ONLY="c go rust java py js sh more" bash gen.sh regenerates only those (exits.tsv keeps the rest).
#
# Some output varies from run to run (PIDs, timings, temp paths, the order parallel test
# runners print in): after regenerating, re-check the line numbers in manifest.jsonl.
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout2
hojs=${HOJS:-/tmp/hojs}
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
# gha_steps ID "CMD1" "CMD2" ... in DIR: a multi-step job; stops at the first failing step.
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

# ---------------------------------------------------------------- C, C++
if sect c; then
	d=$(fresh cpp-template);   run cpp-template-error-chain "$d" make
	d=$(fresh c-link2);        run c-link-undefined-two-objects "$d" make
	d=$(fresh c-cmake-long);   gha_steps gha-c-cmake-make-one-error "$d" "cmake -S . -B build" "cmake --build build"
	d=$(fresh c-valgrind-uninit); run c-valgrind-uninitialised "$d" make check
	d=$(fresh cpp-gtest);      run cpp-gtest-direct-two-failures "$d" make test
	d=$(fresh c-clang-werror); run c-clang-werror-color "$d" clang -Wall -Wextra -Werror -fcolor-diagnostics -c parse.c -o parse.o
fi

# ---------------------------------------------------------------- Go
if sect go && have go; then
	go clean -testcache
	d=$(fresh go-testfile-compile); run go-test-compile-error-in-test-file "$d" go test ./...
	d=$(fresh go-race-v);       gha gha-go-test-race-v "$d" "go test -race -v ./..."
	d=$(fresh go-timeout-json); run go-test-json-timeout "$d" go test -json -timeout 3s ./...
	# CRLF: as a Windows runner stores it.
	d=$(fresh go-vet2);         run go-vet-other-analyzers-crlf "$d" go vet ./...
	sed -i 's/$/\r/' "$logs/go-vet-other-analyzers-crlf.log"
	d=$(fresh go-run-panic);    run go-run-index-panic "$d" go run .
fi

# ---------------------------------------------------------------- Rust
if sect rust && have cargo; then
	export RUST_BACKTRACE=1  # as many CI configs set it
	d=$(fresh rust-borrow); run rust-cargo-borrow-check "$d" cargo build
	d=$(fresh rust-test2);  gha gha-rust-cargo-test-two-failures "$d" "cargo test"
	d=$(fresh rust-trait);  run rust-rustc-type-errors-color "$d" rustc --color always --edition 2021 report.rs
fi

# ---------------------------------------------------------------- Java
if sect java && have javac && have java; then
	d=$(fresh java-javac-import); run java-javac-missing-imports "$d" javac -d out Scheduler.java
	d=$(fresh java-exc-worker)
	(cd "$d" && mkdir -p out && javac -d out src/io/acme/etl/Pipeline.java)
	run java-exception-worker-thread "$d" java -cp out io.acme.etl.Pipeline
fi
if sect java && have mvn; then
	d=$(fresh java-maven-compile); run java-maven-compile-two-files "$d" mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo compile
fi
if sect java && have gradle; then
	d=$(fresh java-gradle2); gha gha-java-gradle-test-failure "$d" "gradle --offline --no-daemon --console=plain test"
fi

# ---------------------------------------------------------------- Python
py=/usr/bin/python3
if sect py && "$py" -m pytest --version >/dev/null 2>&1; then
	d=$(fresh py-param);   run py-pytest-q-parametrized "$d" "$py" -m pytest -q -p no:cacheprovider
	d=$(fresh py-collect); run py-pytest-collection-importerror "$d" "$py" -m pytest -p no:cacheprovider
	d=$(fresh py-long);    run py-pytest-v-long-one-failure "$d" "$py" -m pytest -v -p no:cacheprovider
	gzip -9 -n -f "$logs/py-pytest-v-long-one-failure.log"
fi
if sect py && "$py" -m mypy --version >/dev/null 2>&1; then
	d=$(fresh py-mypy-pkg); run py-mypy-package "$d" "$py" -m mypy --no-incremental shipping
fi
if sect py && "$py" -m flake8 --version >/dev/null 2>&1; then
	d=$(fresh py-flake8-pkg); gha gha-py-flake8-package "$d" "$py -m flake8 webhooks"
fi
if sect py; then
	d=$(fresh py-script); gha gha-py-script-traceback "$d" "echo '==> building report' && $py report.py"
fi

# ---------------------------------------------------------------- JavaScript
if sect js && have node && have npm && [ -d "$hojs/node_modules" ]; then
	d=$(fresh js-tsc-pretty);  jsdeps "$d"; run js-tsc-pretty-several-files "$d" npm run typecheck
	d=$(fresh js-eslint2);     jsdeps "$d"; gha gha-js-eslint-errors-warnings "$d" "npm run lint"
	d=$(fresh js-jest-snap);   jsdeps "$d"; run js-jest-snapshot-mismatch "$d" npm test
	d=$(fresh js-node-spec);                run js-node-test-spec-reporter "$d" npm test
	d=$(fresh js-npm-noscript);             run js-npm-missing-script "$d" npm run lint
	d=$(fresh js-webpack2);    jsdeps "$d"; gha gha-js-webpack-missing-package "$d" "npm run build"
	# CRLF: as a Windows runner stores it.
	d=$(fresh js-node-cause);               run js-node-uncaught-error-cause-crlf "$d" npm run seed
	sed -i 's/$/\r/' "$logs/js-node-uncaught-error-cause-crlf.log"
fi

# ---------------------------------------------------------------- shell
if sect sh; then
	d=$(fresh sh-timeout-kill); run sh-timeout-kill-137 "$d" ./soak.sh
	d=$(fresh sh-timeout-gha);  gha gha-sh-timeout-124 "$d" "timeout 5 ./integration.sh"
	d=$(fresh sh-make-cnf);     run sh-make-command-not-found "$d" make
fi

# ---------------------------------------------------------------- more
if sect more; then
	if have go; then d=$(fresh go-success); gha gha-go-test-v-success-noisy "$d" "go test -v -count=1 ./..."; fi
	d=$(fresh py-unittest-sub); run py-unittest-subtests "$d" /usr/bin/python3 -m unittest -v
	if have node && [ -d "$hojs/node_modules" ]; then d=$(fresh js-mocha-hook); jsdeps "$d"; run js-mocha-before-hook "$d" env -u SESSION_DB_URL npm test; fi
	if have cmake; then d=$(fresh c-ctest-timeout); run c-ctest-timeout-and-failure "$d" sh -c 'cmake -S . -B build >/dev/null && cmake --build build >/dev/null && ctest --test-dir build --output-on-failure'; fi
fi

# keep the last status of each id (sections can be re-run with ONLY=...)
tac "$logs/exits.tsv" | awk -F'\t' '!seen[$1]++' | tac > "$logs/exits.tsv.new" && mv "$logs/exits.tsv.new" "$logs/exits.tsv"
[ -z "${ONLY:-}" ] && rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
