#!/bin/bash
# Jenkins "Unit tests" stage: plain javac + JUnitCore from the agent image's jars
set -eu
CP=/usr/share/java/junit4.jar:/usr/share/java/hamcrest-core.jar
rm -rf out && mkdir -p out/main out/test
javac -d out/main $(find src/main -name '*.java' | sort)
javac -d out/test -cp out/main:$CP $(find src/test -name '*.java' | sort)
echo "running unit tests"
java -cp out/main:out/test:$CP org.junit.runner.JUnitCore org.quayside.throttle.LatencyStatsTest org.quayside.throttle.TokenBucketTest org.quayside.throttle.WindowTest
