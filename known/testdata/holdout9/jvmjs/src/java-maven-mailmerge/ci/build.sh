#!/bin/bash
# CI entry point (the build agents run offline against the pre-seeded repository)
set -euxo pipefail
java -version
mvn -o -B -V -Dmaven.repo.local="${MAVEN_REPO:-/usr/share/maven-repo}" verify
