#!/bin/sh
# Regenerates the JUnit 4 samples in this directory from the sources in src/.
# Tool: JUnit 4.13.2 (Debian junit4 4.13.2-3, /usr/share/java/junit4.jar with hamcrest-core),
# its text runner org.junit.runner.JUnitCore, on OpenJDK 17.0.15.
# Each sample is the runner's combined stdout and stderr.
#   success.log  java org.junit.runner.JUnitCore GreeterTest             (exit 0)
#   failure.log  java org.junit.runner.JUnitCore GreeterTest ParserTest  (exit 1: two independent failures)
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cp=/usr/share/java/junit4.jar:/usr/share/java/hamcrest-core.jar
javac -cp "$cp" -d "$out" "$here"/src/*.java
cd "$out"
java -cp "$cp:." org.junit.runner.JUnitCore GreeterTest > "$here/success.log" 2>&1
java -cp "$cp:." org.junit.runner.JUnitCore GreeterTest ParserTest > "$here/failure.log" 2>&1
# A class whose static initialiser throws (src/init): its first test gets the
# ExceptionInInitializerError, the others "NoClassDefFoundError: Could not initialize class".
initout=$(mktemp -d)
javac -cp "$cp" -d "$initout" "$here"/src/init/*.java
(cd "$initout" && java -cp "$cp:." org.junit.runner.JUnitCore TariffsTest) > "$here/static-init.log" 2>&1
rm -rf "$initout"
# An array assertion (src/arrays): JUnit prints its failure as "arrays first differed at
# element [0]; ...", naming no class, then the AssertionError it was caused by.
arrout=$(mktemp -d)
javac -cp "$cp" -d "$arrout" "$here"/src/arrays/*.java
(cd "$arrout" && java -cp "$cp:." org.junit.runner.JUnitCore BucketsTest) > "$here/array-differed.log" 2>&1
rm -rf "$arrout"
