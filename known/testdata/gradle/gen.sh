#!/bin/sh
# Regenerates the Gradle samples in this directory from the sources in src/.
# Tool: Gradle 4.4.1 (Debian gradle 4.4.1-18) on OpenJDK 17.0.15, run offline with JUnit 4.13.2
# from /usr/share/java (Debian junit4 4.13.2-3). Each sample is the combined stdout and stderr.
# Gradle 4.4 prints tasks as ":test FAILED" on the plain console; Gradle 5 and later print
# "> Task :test FAILED", which the verbose console of 4.4 prints too (test-failure-color.log).
#   success.log             gradle --offline --no-daemon --console=plain build  (exit 0)
#   test-failure.log        same, CalcTest from src/test-fail: two failing tests  (exit 1)
#   compile-error.log       same, Calc from src/main-broken: two javac errors in one file (exit 1)
#   test-failure-color.log  gradle --offline --no-daemon --console=verbose build, test-fail (exit 1; ANSI, progress)
#   multi-continue.log      two subprojects, gradle ... --console=plain --continue build: core has the
#                           test-fail tests, web the main-broken sources (exit 1: two independent failures)
#   script-typo.log         src/build-typo.gradle: a misspelt configuration in the build script (exit 1)
#   missing-dependency.log  src/build-missing-dep.gradle: a library not in the repository (exit 1)
set -u
here=$(cd "$(dirname "$0")" && pwd)
# A fixed work directory keeps the paths in the samples the same from run to run.
work=/tmp/wisptriage-gen-gradle
rm -rf "$work"
trap 'rm -rf "$work"' EXIT

# layout MAIN TEST: a fresh project in $work/app with the given Calc.java and CalcTest.java.
layout() {
	rm -rf "$work/app"
	mkdir -p "$work/app/src/main/java/com/example" "$work/app/src/test/java/com/example"
	cp "$here/src/build.gradle" "$here/src/settings.gradle" "$work/app/"
	cp "$here/src/$1/Calc.java" "$work/app/src/main/java/com/example/"
	cp "$here/src/$2/CalcTest.java" "$work/app/src/test/java/com/example/"
}

run() { (cd "$work/app" && gradle --offline --no-daemon "$@" build) 2>&1; }

layout main test-pass;   run --console=plain > "$here/success.log"
layout main test-fail;   run --console=plain > "$here/test-failure.log"
layout main-broken test-pass; run --console=plain > "$here/compile-error.log"
layout main test-fail;   run --console=verbose > "$here/test-failure-color.log"

# Two subprojects, each failing on its own; --continue runs both and reports both.
rm -rf "$work/app"
for sub in core web; do
	mkdir -p "$work/app/$sub/src/main/java/com/example" "$work/app/$sub/src/test/java/com/example"
done
cp "$here/src/settings-multi.gradle" "$work/app/settings.gradle"
cp "$here/src/build-multi.gradle" "$work/app/build.gradle"
cp "$here/src/main/Calc.java" "$work/app/core/src/main/java/com/example/"
cp "$here/src/test-fail/CalcTest.java" "$work/app/core/src/test/java/com/example/"
cp "$here/src/main-broken/Calc.java" "$work/app/web/src/main/java/com/example/"
cp "$here/src/test-pass/CalcTest.java" "$work/app/web/src/test/java/com/example/"
run --console=plain --continue > "$here/multi-continue.log"

# A typo in the build script (testCompil): Gradle cannot evaluate the project.
layout main test-pass; cp "$here/src/build-typo.gradle" "$work/app/build.gradle"
run --console=plain > "$here/script-typo.log"

# A dependency the repository does not have: compileJava cannot resolve its classpath.
layout main test-pass; cp "$here/src/build-missing-dep.gradle" "$work/app/build.gradle"
run --console=plain > "$here/missing-dependency.log"
