#!/bin/bash
# GitLab job "smoke": build the worker and start it once against the staging config
set -ex
rm -rf build && mkdir -p build
javac -d build $(find src -name '*.java' | sort)
java -Dfeedsync.conf=conf/feedsync.properties -cp build io.feedsync.Main
