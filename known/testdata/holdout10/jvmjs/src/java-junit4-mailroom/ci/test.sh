#!/bin/bash
# compiles main and tests, copies the test resources, runs JUnit 4
set -eu
J=/usr/share/java
CP=$J/junit4.jar:$J/hamcrest.jar
rm -rf build && mkdir -p build/main build/test
javac -d build/main $(find src/main/java -name '*.java' | sort)
javac -d build/test -cp build/main:$CP $(find src/test/java -name '*.java' | sort)
cp -r src/test/resources/. build/test/
java -cp build/main:build/test:$CP org.junit.runner.JUnitCore org.mailroom.AddressTest org.mailroom.MailingTest
