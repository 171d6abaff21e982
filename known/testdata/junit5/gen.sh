#!/bin/sh
# Regenerates the JUnit 5 samples in this directory from the sources in src/.
# Tool: JUnit Platform Console Launcher 1.9.1 with Jupiter 5.9.2 (Debian junit5 5.9.2-1,
# /usr/share/java/junit-platform-console-standalone.jar), on OpenJDK 17.0.15.
# Each sample is the launcher's combined stdout and stderr.
#   success.log       --disable-banner --disable-ansi-colors --select-class ClockTest  (exit 0)
#   failure.log       --disable-banner --disable-ansi-colors --scan-classpath  (exit 1: two independent failures)
#   failure-color.log --scan-classpath, colours and banner on (the default)   (exit 1)
#   failure-flat.log  --disable-banner --disable-ansi-colors --details=flat --scan-classpath (exit 1)
#   failure-verbose.log --disable-banner --disable-ansi-colors --details=verbose --scan-classpath (exit 1)
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
jar=/usr/share/java/junit-platform-console-standalone.jar
javac -cp "$jar" -d "$out" "$here"/src/*.java
launch() { java -jar "$jar" -cp "$out" "$@" 2>&1; }
launch --disable-banner --disable-ansi-colors --select-class ClockTest > "$here/success.log"
launch --disable-banner --disable-ansi-colors --scan-classpath > "$here/failure.log"
launch --scan-classpath > "$here/failure-color.log"
launch --disable-banner --disable-ansi-colors --details=flat --scan-classpath > "$here/failure-flat.log"
launch --disable-banner --disable-ansi-colors --details=verbose --scan-classpath > "$here/failure-verbose.log"
