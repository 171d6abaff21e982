#!/bin/bash
set -eu
LIB=/usr/share/java
rm -rf out && mkdir -p out/main out/test
javac -d out/main $(find src/main -name '*.java' | sort)
javac -d out/test -cp out/main:$LIB/junit-jupiter-api.jar:$LIB/junit-jupiter-params.jar:$LIB/apiguardian-api.jar:$LIB/opentest4j.jar $(find src/test -name '*.java' | sort)
