#!/bin/bash
# GitLab "smoke" job: build the jar-less classes and run the geofence check over the test pings
set -ex
java -version
rm -rf out && mkdir -p out
javac -d out $(find src -name '*.java' | sort)
java -Dzones=conf/zones.csv -cp out io.trackr.geofence.Main
