#!/bin/bash
# Jenkins stage "unit": javac + JUnitCore (the agent image has no Maven)
set -x
CP=/usr/share/java/junit4.jar:/usr/share/java/hamcrest-core.jar
rm -rf build && mkdir -p build/main build/test
javac -d build/main $(find src/main -name '*.java' | sort) || exit 1
javac -d build/test -cp build/main:$CP $(find src/test -name '*.java' | sort) || exit 1
java -cp build/main:build/test:$CP org.junit.runner.JUnitCore \
  org.fenwick.ledger.AccountNameTest org.fenwick.ledger.JournalTest org.fenwick.ledger.MoneyTest
