#!/bin/bash
# unit tests with the JUnit console launcher, flat details, no colours (the log viewer shows raw codes)
set -euo pipefail
J=/usr/share/java
CP_TEST="$J/junit-jupiter-api.jar:$J/junit-jupiter-params.jar:$J/apiguardian-api.jar:$J/opentest4j.jar"
rm -rf out && mkdir -p out/main out/test
javac -d out/main $(find src/main -name '*.java' | sort)
javac -d out/test -cp out/main:$CP_TEST $(find src/test -name '*.java' | sort)
java -jar $J/junit-platform-console-standalone.jar --disable-banner --disable-ansi-colors --details=flat \
  '--config=junit.jupiter.testclass.order.default=org.junit.jupiter.api.ClassOrderer$ClassName' \
  -cp out/main:out/test --select-package dev.ledgerly
