#!/bin/bash
# GitLab job "build"
set -eu
echo "\$ gradle clean build"
gradle --offline --no-daemon --console=plain clean build
echo "\$ unzip -l build/libs/meterread-1.3.1.jar"
unzip -l build/libs/meterread-1.3.1.jar | tail -n 3
