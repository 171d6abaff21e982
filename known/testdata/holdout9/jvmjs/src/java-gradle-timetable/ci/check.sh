#!/bin/bash
# GitLab job "verify": assemble, then the unit tests
set -eu
GRADLE="gradle --offline --no-daemon --console=plain"
echo "--- assemble"
$GRADLE assemble
echo "--- check"
$GRADLE check
