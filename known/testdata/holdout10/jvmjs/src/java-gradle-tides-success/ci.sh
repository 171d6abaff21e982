#!/bin/bash
# GitLab job "build": compile, test and run the table printer once
set -eu
echo "\$ gradle build"
gradle --offline --no-daemon --console=plain build
echo "\$ java -cp ... PrintTable"
java -cp tides-core/build/libs/tides-core-0.9.1.jar:tides-cli/build/libs/tides-cli-0.9.1.jar org.tidetable.cli.PrintTable
