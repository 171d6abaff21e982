#!/bin/sh
# Jenkins "Verify" stage
set -ex
java -version
mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo verify
