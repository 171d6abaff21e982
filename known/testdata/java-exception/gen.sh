#!/bin/sh
# Regenerates the uncaught-exception samples in this directory from the sources in src/.
# Tool: OpenJDK 17.0.15 (Debian openjdk-17-jdk-headless 17.0.15+6-1~deb12u1), javac and java.
# Each sample is the program's combined stdout and stderr, exactly as printed.
#   caused-by.log   java Loader /etc/app/settings.conf  (exit 1: two "Caused by:", the deepest is the root)
#   two-stacks.log  java Worker                         (exit 1: a thread dies, then main dies on its own)
#   suppressed.log  java Suppressed                     (exit 1: a "Suppressed:" block before the cause)
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac -d "$out" "$here"/src/*.java
cd "$out"
java Loader /etc/app/settings.conf > "$here/caused-by.log" 2>&1
java Worker > "$here/two-stacks.log" 2>&1
java Suppressed > "$here/suppressed.log" 2>&1
