#!/bin/bash
# GitLab job "smoke": build the worker and run one dry-run cycle against the staging config
set -ex
rm -rf build && mkdir -p build
javac -d build $(find src -name '*.java' | sort)
java -cp build io.tidewater.sync.Main --config conf/worker.properties --dry-run
