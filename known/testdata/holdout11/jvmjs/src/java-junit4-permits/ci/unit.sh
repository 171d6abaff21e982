#!/bin/bash
# Jenkins stage "unit": plain javac + JUnitCore (the image has no Maven)
set -ex
CP=/usr/share/java/junit4.jar:/usr/share/java/hamcrest-core.jar
rm -rf build && mkdir -p build/main build/test
javac -Xlint:unchecked -d build/main $(find src/main -name '*.java' | sort)
javac -d build/test -cp build/main:$CP $(find src/test -name '*.java' | sort)
java -cp build/main:build/test:$CP org.junit.runner.JUnitCore gov.permits.ApplicationTest gov.permits.FeeScheduleTest gov.permits.ZoningTest
