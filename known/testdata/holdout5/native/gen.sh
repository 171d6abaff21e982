#!/bin/bash
# FIFTH HOLDOUT, native family (C/C++ builds and tests, shell/CI jobs): real tool output the
# known/ formats were NOT tuned on, labelled by hand in manifest.jsonl (score_known.py's format).
# Score them with
#   go build -o /tmp/wt-h5 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h5 known/testdata/holdout5/native/manifest.jsonl --verbose
#
# This round is about whole CI jobs: most logs are several steps (dependencies installed with
# apt-get from a local mirror, a download with wget's progress bar, a git checkout, a version
# print, build, test, a release script), one of which fails among much passing output.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory so the paths in
# the logs stay the same from run to run. The helpers (fresh, run, stamp, gha_step, gha,
# gha_steps) are those of ../../holdout4/native/gen.sh.
#
# Run as root (apt-get install). It needs the Debian archive once per run (`apt-get download`
# of the .debs for the local mirror; not logged) and serves the mirror and the download step's
# tarball from a python http.server on 127.0.0.1:8741 (stopped at the end by its PID). The
# apt steps really install libinih-dev and libcmocka-dev (and their libraries): gen.sh purges
# them first (unlogged) so each run logs a fresh install, and purges them again at the end.
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, GNU Make 4.3, cmake/ctest 3.25.1, ninja
# 1.11.1, GNU ld 2.40, libasan/liblsan from gcc 12, autoconf 2.71 / automake 1.16.5, apt 2.6.1 /
# dpkg 1.21.22, cmocka 1.1.5 (libcmocka-dev), inih 55 (libinih-dev), bats 1.8.2, GNU Wget
# 1.21.3, git 2.39.5, GNU tar 1.34, mawk 1.3.4, GNU bash 5.2.15, coreutils 9.1, Python 3.11.2
# (/usr/bin/python3, for http.server only).
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a
# multi-step job stops at the failing step, so later steps, skipped, do not appear); *-crlf has
# CRLF line ends; *-color runs the tool with its colour forced on; one log is gzipped (.log.gz).
# exits.tsv records each command's exit status.
#
# Run to run differences (line numbers stay; check.py re-checks them): wget prints the date and
# its rate, ctest its timings, ASan PIDs and addresses, cmocka addresses, dpkg the number of
# files installed on the machine. No step runs in parallel (make -j1 default, ninja -j1).
set -u
# the Debian tools only (no pyenv python, nothing from /usr/local)
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
export DEBIAN_FRONTEND=noninteractive
# git: no user or system configuration, progress shown however fast
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 GIT_PROGRESS_DELAY=0
unset DEPLOY_TOKEN DEPLOY_HOST
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout5-native
port=8741
rm -rf "$work"
mkdir -p "$logs" "$work"
: > "$logs/exits.tsv"

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
# gha_steps ID DIR "CMD1" "CMD2" ...: a multi-step job; stops at the first failing step (the
# steps after it are skipped, and a skipped step writes nothing to the job log).
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

# ---------------------------------------------------------------- the local mirror
# a flat apt repository of the packages the jobs install, and the tarball the download step
# fetches, served over http on 127.0.0.1 (as a CI's package cache or artifact proxy would be)
apt_pkgs="libinih-dev libinih1 libinireader0 libcmocka-dev libcmocka0"
mkdir -p "$work/mirror/debian" "$work/mirror/dist" "$work/apt/lists/partial" \
	"$work/apt/archives/partial" "$work/apt/parts"
(cd "$work/mirror/debian" && apt-get -o APT::Sandbox::User=root download $apt_pkgs > /dev/null 2>&1 &&
	dpkg-scanpackages . /dev/null 2> /dev/null > Packages && xz -9k Packages) ||
	{ echo "gen.sh: cannot build the apt mirror (apt-get download $apt_pkgs)" >&2; exit 1; }
echo "deb [trusted=yes] http://127.0.0.1:$port/debian ./" > "$work/apt/sources.list"
cat > "$work/apt/apt.conf" <<EOF
Dir::Etc::SourceList "$work/apt/sources.list";
Dir::Etc::SourceParts "$work/apt/parts";
Dir::State::Lists "$work/apt/lists";
Dir::Cache::Archives "$work/apt/archives";
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
# minipack 2.1.0 (src/minipack-upstream) with a 1.8 MB conformance corpus, so the download
# takes a few seconds at --limit-rate and wget's bar redraws
cp -r "$here/src/minipack-upstream" "$work/upstream"
mkdir -p "$work/upstream/minipack-2.1.0/testdata"
/usr/bin/python3 -c "import random, sys; open(sys.argv[1], 'wb').write(random.Random(21).randbytes(1800000))" \
	"$work/upstream/minipack-2.1.0/testdata/corpus.bin"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='2024-04-20 00:00:00' \
	-C "$work/upstream" -cf - minipack-2.1.0 | gzip -9n > "$work/mirror/dist/minipack-2.1.0.tar.gz"
(cd "$work/mirror" && exec /usr/bin/python3 -m http.server "$port" --bind 127.0.0.1) \
	> "$work/http.log" 2>&1 &
http_pid=$!
trap 'kill "$http_pid" 2> /dev/null' EXIT
for _ in $(seq 50); do
	curl -sf -o /dev/null "http://127.0.0.1:$port/debian/Packages" && break
	sleep 0.1
done
purge_pkgs() { apt-get purge -y $apt_pkgs > /dev/null 2>&1; }
# bats runs the last log (installed from Debian, not logged)
command -v bats > /dev/null || apt-get install -y --no-install-recommends bats > /dev/null 2>&1

# ---------------------------------------------------------------- builds
# GitHub Actions, 4 steps: apt-get installs libinih-dev from the mirror, autoreconf -fiv,
# ./configure (finds ini.h and -linih), make over 65 C files (automake's verbose rules, 52
# -Wall -Wextra warnings); the 62nd file fails: two opcodes share a value (duplicate case)
d=$(fresh c-autotools-pktgate)
purge_pkgs
export APT_CONFIG=$work/apt/apt.conf
gha_steps gha-c-apt-autotools-late-duplicate-case "$d" \
	"apt-get update && apt-get install -y --no-install-recommends libinih-dev" \
	"autoreconf -fiv" "./configure" "make"
unset APT_CONFIG
# cmake + ninja, C++: 121 objects (a vendored tinyfmt in third_party/ gives 32 warning lines), the
# last link fails: undefined reference to the vtable of a class whose .cpp is not built
d=$(fresh cpp-cmake-vendored-vtable)
run cpp-cmake-ninja-vendored-vtable-link "$d" bash -c \
	"cmake -S . -B build -G Ninja && cmake --build build -j1"
# make -k: the code generator (an awk script, its recipe prefixed with '-') fails and make
# ignores it; the three files that include the header it should have written fail later
d=$(fresh c-make-ignored-codegen); run c-make-ignored-codegen-missing-header "$d" make -k
# g++ under make -k: a static_assert in a header (three files) and, independently, copying a
# struct that holds a unique_ptr (CRLF)
d=$(fresh cpp-static-assert-deleted-copy)
run cpp-make-k-static-assert-deleted-copy-crlf "$d" make -k
sed -i 's/$/\r/' "$logs/cpp-make-k-static-assert-deleted-copy-crlf.log"
# GitHub Actions, 3 steps: wget downloads minipack 2.1.0 from the mirror (progress bar with
# \r, --limit-rate), tar -xzvf, make with gcc's colour forced: the 2.x API takes a length
d=$(fresh c-wget-minipack)
gha_steps gha-c-wget-vendor-too-few-args-color "$d" \
	"wget --progress=bar:force:noscroll --limit-rate=600k http://127.0.0.1:$port/dist/minipack-2.1.0.tar.gz" \
	"mkdir -p vendor && tar -xzvf minipack-2.1.0.tar.gz -C vendor" \
	"make EXTRA_CFLAGS=-fdiagnostics-color=always"
# GitHub Actions, 3 steps: a checkout (git init, fetch --depth=1 with progress, checkout) of a
# repository whose compat/strlcpy.c and strlcat.c were never committed; cmake --version;
# configure fails (Cannot find source file, then No SOURCES given, Generate step failed)
repo=$work/remotes/sensorhub.git
mkdir -p "$work/remotes" "$work/sensorhub-ci"
(
	tmp=$(fresh c-cmake-missing-source-repo)
	cd "$tmp" && git init -q -b main && git add -A &&
		GIT_AUTHOR_NAME="Ines Moreau" GIT_AUTHOR_EMAIL="ines@sensorhub.invalid" \
		GIT_COMMITTER_NAME="Ines Moreau" GIT_COMMITTER_EMAIL="ines@sensorhub.invalid" \
		GIT_AUTHOR_DATE="2024-05-02T09:14:00Z" GIT_COMMITTER_DATE="2024-05-02T09:14:00Z" \
		git commit -q -m "compat: own strlcpy/strlcat for glibc < 2.38" &&
		git clone -q --bare . "$repo"
) || { echo "gen.sh: cannot make the sensorhub repository" >&2; exit 1; }
gha_steps gha-c-checkout-cmake-missing-source "$work/sensorhub-ci" \
	"git init . && git remote add origin file://$repo && git -c protocol.version=2 fetch --no-tags --prune --progress --no-recurse-submodules --depth=1 origin +refs/heads/main:refs/remotes/origin/main && git checkout --progress --force -B main refs/remotes/origin/main && git log -1 --format='%H %s'" \
	"cmake --version" \
	"cmake -S . -B build -DCMAKE_BUILD_TYPE=Release"

# ---------------------------------------------------------------- tests
# cmake (Unix Makefiles), then ctest -V over 30 tests of one driver; a thread pool's drain on
# shutdown deadlocks (tq_close wakes one of four workers) and ctest kills it: ***Timeout
# (gzipped)
d=$(fresh c-ctest-verbose-pool)
run c-ctest-verbose-pool-timeout "$d" bash -c \
	"cmake -S . -B build && cmake --build build && ctest --test-dir build -V"
gzip -9 -n -f "$logs/c-ctest-verbose-pool-timeout.log"
# build with ASan+UBSan, then three test programs: all checks pass, the third leaks at exit
# (router_remove unlinks an entry without freeing it): LeakSanitizer, exit 1
d=$(fresh c-asan-leak-router)
run c-asan-leak-router-checks-pass "$d" bash -c "make && make check"
# GitHub Actions, 3 steps: apt-get installs libcmocka-dev from the mirror, make, make check:
# cmocka runs 14 tests, two fail (a ring buffer's peek does not copy past the wrap)
d=$(fresh c-cmocka-ringbuf)
purge_pkgs
export APT_CONFIG=$work/apt/apt.conf
gha_steps gha-c-apt-cmocka-two-failures "$d" \
	"apt-get update && apt-get install -y --no-install-recommends libcmocka-dev" \
	"make" "make check"
unset APT_CONFIG
purge_pkgs

# ---------------------------------------------------------------- shell and CI
# GitHub Actions, 3 steps: make dist (tar -v listing), sha256sum, then a deploy script under
# set -euo pipefail and set -x stops at : "${DEPLOY_TOKEN:?}" (parameter null or not set)
d=$(fresh sh-deploy-set-x)
gha_steps gha-sh-deploy-set-x-missing-token "$d" "make dist" \
	"sha256sum dist/*.tar.gz | tee dist/SHA256SUMS" "./ci/deploy.sh staging"
# GitHub Actions, 3 steps: make builds a shared library (a warning), make test passes
# ("19 passed, 0 failed"), the ABI script echoes a ##[error] annotation and exits 1
d=$(fresh c-abi-annotation)
gha_steps gha-c-abi-check-error-annotation "$d" "make" "make test" "./ci/abi-check.sh"

# ---------------------------------------------------------------- successes
# GitHub Actions, 3 steps: cmake (Unix Makefiles) builds a 43-file C++ library, 3 tools and a
# test driver with 18 -Wall -Wextra -Wshadow warnings; ctest: 12 pass, 2 Not Run (Disabled)
d=$(fresh cpp-cmake-ctest-disabled-success)
gha_steps gha-cpp-cmake-ctest-disabled-success "$d" \
	"cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo" "cmake --build build" \
	"ctest --test-dir build --output-on-failure"
# bats with its pretty formatter forced (-p: colour and cursor codes though not on a
# terminal) over 31 tests of a semver script: all pass, 3 skipped
d=$(fresh sh-bats-semver); run sh-bats-pretty-skipped-success-color "$d" bats -p test

kill "$http_pid" 2> /dev/null
trap - EXIT
rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
