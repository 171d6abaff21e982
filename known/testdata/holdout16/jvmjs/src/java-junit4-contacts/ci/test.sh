#!/bin/bash
# Jenkins "Unit tests" stage: no build tool on this agent, the jars come from the image
set -eu
CP=/usr/share/java/junit4.jar:/usr/share/java/hamcrest-core.jar
rm -rf out && mkdir -p out/main out/test
javac -d out/main $(find src/main -name '*.java' | sort)
javac -d out/test -cp out/main:$CP $(find src/test -name '*.java' | sort)
echo "running unit tests"
java -cp out/main:out/test:$CP org.junit.runner.JUnitCore net.rolodex.contacts.NamesTest net.rolodex.contacts.PhoneTest net.rolodex.contacts.VcardTest
