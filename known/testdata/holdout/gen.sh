#!/bin/bash
# HOLDOUT logs: real tool output the known/ formats were NOT tuned on, labelled by hand in
# manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-holdout ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-holdout known/testdata/holdout/manifest.jsonl --verbose
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
# Some output varies from run to run (PIDs, timings, temp paths, the order parallel test
# runners print in): after regenerating, re-check the line numbers in manifest.jsonl.
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout
hojs=${HOJS:-/tmp/hojs}
mkdir -p "$logs"
rm -rf "$work"
mkdir -p "$work"
: > "$logs/exits.tsv"

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

# ---------------------------------------------------------------- C, C++
if have gcc && have make; then
	d=$(fresh c-make);     run c-make-k-j2-two-failures "$d" make -k -j2
	d=$(fresh c-cascade);  run c-unknown-type-cascade "$d" make -k
	d=$(fresh c-warn);     run c-make-warnings-success "$d" make test
fi
if have cmake && have ninja; then
	d=$(fresh c-cmake-link);   run c-cmake-ninja-link-error "$d" sh -c 'cmake -S . -B build -G Ninja && cmake --build build'
	d=$(fresh c-cmake-config); run c-cmake-configure-missing-package "$d" cmake -S . -B build
	# Two steps of one job: the build passes, ctest fails (gtest failures and a segfault).
	d=$(fresh c-ctest)
	out1=$(mktemp) out2=$(mktemp)
	(cd "$d" && cmake -S . -B build -G Ninja && cmake --build build) > "$out1" 2>&1
	rc1=$?
	(cd "$d" && ctest --test-dir build --output-on-failure) > "$out2" 2>&1
	rc2=$?
	{
		gha_step "cmake -S . -B build -G Ninja && cmake --build build" "$rc1" < "$out1"
		gha_step "ctest --test-dir build --output-on-failure" "$rc2" < "$out2"
	} | stamp > "$logs/gha-ctest-gtest-segfault.log"
	printf '%s\t%s\n' gha-ctest-gtest-segfault "$rc2" >> "$logs/exits.tsv"
	rm -f "$out1" "$out2"
fi
if have valgrind; then
	d=$(fresh c-valgrind); run c-valgrind-invalid-read-leak "$d" make check
fi
if have clang++; then
	d=$(fresh cpp-clang)
	run cpp-clang-errors-color "$d" clang++ -std=c++17 -Wall -Wextra -fcolor-diagnostics -c inventory.cpp -o inventory.o
fi

# ---------------------------------------------------------------- Go
if have go; then
	go clean -testcache
	d=$(fresh go-build);  run go-build-two-packages "$d" go build ./...
	d=$(fresh go-vet);    run go-vet-four-findings "$d" go vet ./...
	d=$(fresh go-test);   run go-test-fail-and-panic "$d" go test ./...
	d=$(fresh go-long);   run go-test-v-long-one-failure "$d" go test -v ./...
	gzip -9 -n -f "$logs/go-test-v-long-one-failure.log"
	d=$(fresh go-race);   run go-test-json-race "$d" go test -race -json ./...
	d=$(fresh go-timeout); gha gha-go-test-timeout "$d" "go test -v -timeout 3s ./..."
fi

# ---------------------------------------------------------------- Rust
if have cargo; then
	d=$(fresh rust-build);  run rust-cargo-build-error "$d" cargo build
	# CRLF: the same output as a Windows runner stores it.
	d=$(fresh rust-build2); run rust-cargo-build-two-errors-crlf "$d" cargo build
	sed -i 's/$/\r/' "$logs/rust-cargo-build-two-errors-crlf.log"
	d=$(fresh rust-test);   run rust-cargo-test-color "$d" env RUST_BACKTRACE=1 cargo test --color always
	d=$(fresh rust-warn);   run rust-cargo-build-warnings-success "$d" cargo build
fi

# ---------------------------------------------------------------- Java
if have javac && have java; then
	d=$(fresh java-javac); run java-javac-two-files "$d" sh -c 'mkdir -p out && javac -Xlint:all -d out src/com/acme/billing/*.java'
	d=$(fresh java-exc)
	(cd "$d" && mkdir -p out && javac -d out src/com/acme/app/Main.java && printf 'server.host=0.0.0.0\nserver.port=80x\n' > app.properties)
	run java-exception-caused-by "$d" java -cp out com.acme.app.Main app.properties
	gha gha-java-exception-nested-class "$d" "java -cp out com.acme.app.Main config/production.properties"
	d=$(fresh java-junit4)
	(cd "$d" && mkdir -p out && javac -cp /usr/share/java/junit4.jar -d out src/SlugifyTest.java)
	run java-junit4-two-failures "$d" java -cp out:/usr/share/java/junit4.jar:/usr/share/java/hamcrest-core.jar org.junit.runner.JUnitCore SlugifyTest
	d=$(fresh java-junit5)
	(cd "$d" && mkdir -p out && javac -cp /usr/share/java/junit-platform-console-standalone.jar -d out src/OrderServiceTest.java)
	run java-junit5-caused-by "$d" java -jar /usr/share/java/junit-platform-console-standalone.jar --disable-banner --disable-ansi-colors -cp out --scan-classpath
fi
if have mvn; then
	d=$(fresh java-maven); run java-maven-junit5-failures "$d" mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo test
fi
if have gradle; then
	d=$(fresh java-gradle); run java-gradle-test-failures "$d" gradle --offline --no-daemon --console=plain build
fi

# ---------------------------------------------------------------- Python
py=/usr/bin/python3
if "$py" -m pytest --version >/dev/null 2>&1; then
	d=$(fresh py-pytest-fixture); run py-pytest-fixture-setup-error "$d" "$py" -m pytest -p no:cacheprovider
	d=$(fresh py-pytest-q);       run py-pytest-q-color "$d" "$py" -m pytest -q --color=yes -p no:cacheprovider
	d=$(fresh py-pytest-warn);    run py-pytest-warnings-success "$d" "$py" -m pytest -p no:cacheprovider -rs
fi
d=$(fresh py-unittest);  run py-unittest-fail-and-error "$d" "$py" -m unittest discover -v
d=$(fresh py-traceback); run py-traceback-chained "$d" "$py" migrate.py migrations.json
if "$py" -m mypy --version >/dev/null 2>&1; then
	d=$(fresh py-mypy); run py-mypy-four-errors "$d" "$py" -m mypy inventory
fi
if "$py" -m flake8 --version >/dev/null 2>&1; then
	d=$(fresh py-flake8); run py-flake8 "$d" "$py" -m flake8 app
fi

# ---------------------------------------------------------------- JavaScript
if have node && have npm && [ -d "$hojs/node_modules" ]; then
	d=$(fresh js-jest); jsdeps "$d"
	run js-jest-two-failing-suites "$d" npm test
	gha gha-jest-color "$d" "npx jest --ci --colors"
	d=$(fresh js-vitest);  jsdeps "$d"; run js-vitest-two-failures "$d" npm test
	d=$(fresh js-mocha);   jsdeps "$d"; run js-mocha-three-failures "$d" npm test
	d=$(fresh js-node-test);            run js-node-test-tap "$d" npm test
	d=$(fresh js-node-uncaught);        run js-node-uncaught-typeerror "$d" npm run build:report
	d=$(fresh js-node-rejection);       run js-node-unhandled-rejection "$d" node deploy.mjs
	d=$(fresh js-tsc);     jsdeps "$d"; run js-tsc-errors "$d" npm run typecheck
	d=$(fresh js-eslint);  jsdeps "$d"; run js-eslint-errors-warnings "$d" npm run lint
	d=$(fresh js-webpack); jsdeps "$d"; run js-webpack-module-not-found "$d" npm run build
	d=$(fresh js-vite);    jsdeps "$d"; run js-vite-unresolved-import "$d" npm run build
	d=$(fresh js-npm-ci);               run js-npm-ci-no-lockfile "$d" npm ci
else
	echo "skip: node, npm or $hojs/node_modules missing: no JavaScript logs" >&2
fi

# ---------------------------------------------------------------- shell
d=$(fresh sh-set-e); run sh-set-e-command-not-found "$d" ./scripts/build.sh
# The same step as GitHub Actions runs it: the step's script in a temp file, bash -e.
mkdir -p "$d/_temp"
cat > "$d/_temp/5b1f0c2e-8d7a-4a43-9a51-3f0e6c1d2b7e.sh" <<'EOF'
echo "==> generating protobuf stubs"
mkdir -p gen
protoc --go_out=gen proto/events.proto
go build ./...
EOF
out=$(mktemp)
(cd "$d" && bash --noprofile --norc -eo pipefail "$d/_temp/5b1f0c2e-8d7a-4a43-9a51-3f0e6c1d2b7e.sh") > "$out" 2>&1
rc=$?
{
	echo "##[group]Run echo \"==> generating protobuf stubs\""
	cat "$d/_temp/5b1f0c2e-8d7a-4a43-9a51-3f0e6c1d2b7e.sh"
	echo "shell: /usr/bin/bash --noprofile --norc -e -o pipefail {0}"
	echo "##[endgroup]"
	cat "$out"
	[ "$rc" -ne 0 ] && echo "##[error]Process completed with exit code $rc."
} | stamp > "$logs/gha-sh-command-not-found.log"
printf '%s\t%s\n' gha-sh-command-not-found "$rc" >> "$logs/exits.tsv"
rm -f "$out"
d=$(fresh sh-killed);  run sh-killed-137 "$d" ./run-tests.sh
d=$(fresh sh-timeout); run sh-timeout-124 "$d" timeout -v 4 ./e2e.sh

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
