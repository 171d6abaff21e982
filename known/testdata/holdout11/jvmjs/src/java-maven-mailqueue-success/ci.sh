#!/bin/sh
# Jenkins stage "verify"
set -ex
java -version
mvn -o -B -Dmaven.repo.local=${MAVEN_REPO:-$HOME/.m2/repository} verify
ls -l target/*.jar | awk '{print $5, $9}'
