#!/bin/bash
# GitLab "verify" job: quiet Maven, only problems are printed
set -euo pipefail
java -version
mvn -o -B -q -Dmaven.repo.local=/usr/share/maven-repo verify
echo "verify: ok"
