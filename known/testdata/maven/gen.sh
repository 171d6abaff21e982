#!/bin/sh
# Regenerates the Maven samples in this directory from the sources in src/.
# Tool: Apache Maven 3.8.7 (Debian maven 3.8.7-1) on OpenJDK 17.0.15, run offline (-o) against
# Debian's packaged plugins in /usr/share/maven-repo: maven-compiler-plugin 3.10.1,
# maven-surefire-plugin 2.22.3, maven-resources-plugin 3.3.0, JUnit 4.13.2.
# Each sample is the combined stdout and stderr of `mvn -o -B test` (batch mode, as CI runs it).
#   success.log            src/main + src/test-pass                   (exit 0)
#   test-failure.log       src/main + src/test-fail: two failing tests (exit 1)
#   compile-error.log      src/main-broken + src/test-pass: errors in two files (exit 1)
#   test-failure-color.log as test-failure.log with -Dstyle.color=always (ANSI)
#   missing-dependency.log src/pom-missing-dep.xml: a dependency not in the offline repository (exit 1)
#   test-failure-shared-cause.log src/main-rates + src/test-rates: two tests fail on one missing resource, a third on its own (exit 1)
#   pom-missing-version.log src/pom-missing-version.xml: a dependency without a version (exit 1)
#   test-rerun-flaky.log    src/main + src/test-flaky, -Dsurefire.rerunFailingTestsCount=2:
#                           a test that fails each run, one that passes on its rerun (exit 1)
#   test-table-rows.log     src/main + src/test-rows: rows of a Parameterized test fail one
#                           check, their numbers apart (exit 1)
#   compile-test-scope-import.log src/main-testscope: main code imports the test library; a warning; a lossy conversion (exit 1)
#   test-noisy-output.log   src/main + src/test-noisy: passing tests print a compiler-shaped
#                           error line and a stack; one test fails (exit 1)
#   compile-optional-return.log src/main-optional: a method now returns Optional<T>, its callers
#                           fail to compile, listed twice (exit 1)
set -u
here=$(cd "$(dirname "$0")" && pwd)
# A fixed work directory keeps the paths in the samples the same from run to run.
work=/tmp/wisptriage-gen-maven
rm -rf "$work"
trap 'rm -rf "$work"' EXIT

# layout MAIN TEST [POM]: a fresh project in $work/calc with the sources of src/MAIN and
# src/TEST and the given pom (default src/pom.xml).
layout() {
	rm -rf "$work/calc"
	mkdir -p "$work/calc/src/main/java/com/example" "$work/calc/src/test/java/com/example"
	cp "$here/src/${3:-pom.xml}" "$work/calc/pom.xml"
	cp "$here/src/$1"/*.java "$work/calc/src/main/java/com/example/"
	cp "$here/src/$2"/*.java "$work/calc/src/test/java/com/example/"
}

run() { (cd "$work/calc" && mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo "$@" test) 2>&1; }

layout main test-pass;        run > "$here/success.log"
layout main test-fail;        run > "$here/test-failure.log"
layout main-broken test-pass; run > "$here/compile-error.log"
layout main test-fail;        run -Dstyle.color=always > "$here/test-failure-color.log"
layout main test-pass pom-missing-dep.xml; run > "$here/missing-dependency.log"
# Two modules (src/multi): core builds; export needs a dependency the offline repository
# does not have, so the reactor summary comes before what failed.
rm -rf "$work/shop" && mkdir -p "$work/shop/core/src/main/java/com/example" "$work/shop/core/src/test/java/com/example" \
	"$work/shop/export/src/main/java/com/example" "$work/shop/export/src/test/java/com/example"
cp "$here/src/multi/pom.xml" "$work/shop/pom.xml"
for m in core export; do
	cp "$here/src/multi/$m.pom.xml" "$work/shop/$m/pom.xml"
	cp "$here/src/main"/*.java "$work/shop/$m/src/main/java/com/example/"
	cp "$here/src/test-pass"/*.java "$work/shop/$m/src/test/java/com/example/"
done
(cd "$work/shop" && mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo test) > "$here/multi-module-missing-dependency.log" 2>&1
# Two test classes fail on one missing resource, the same exception at the same place, and
# a third test fails on its own (src/main-rates + src/test-rates); whole stacks, as CI
# configurations often ask, so the place that threw is in them.
layout main-rates test-rates; run -DtrimStackTrace=false > "$here/test-failure-shared-cause.log"
# Main code that imports the test library (test scope: not on the main class path), a
# deprecation warning (shown: -Dmaven.compiler.showWarnings), and an independent lossy
# conversion (src/main-testscope).
layout main-testscope test-pass; run -Dmaven.compiler.showWarnings=true > "$here/compile-test-scope-import.log"
# A dependency with no version: the POM cannot be read (src/pom-missing-version.xml).
layout main test-pass pom-missing-version.xml; run > "$here/pom-missing-version.log"
# Reruns of failing tests: one fails every run, one passes when run again (a flake).
layout main test-flaky; run -Dsurefire.rerunFailingTestsCount=2 > "$here/test-rerun-flaky.log"
# Rows of a JUnit 4 Parameterized test that fail one check from one bug (src/test-rows).
layout main test-rows; run > "$here/test-table-rows.log"
# A method whose return type changed from Customer to Optional<Customer>: its callers
# (an assignment, a call, method references) fail, and a String's size() is an
# unrelated mistake (src/main-optional); the plugin lists the errors twice.
layout main-optional test-pass; run > "$here/compile-optional-return.log"
# Passing tests that print what looks like failures (src/test-noisy), and one that fails.
layout main test-noisy; run > "$here/test-noisy-output.log"
