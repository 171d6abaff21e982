#!/bin/bash
# GitLab job "test" on the offline runner
set -euo pipefail
echo "\$ mvn -V verify"
mvn -o -B -V -Dmaven.repo.local=${MAVEN_REPO:-$HOME/.m2/repository} verify
