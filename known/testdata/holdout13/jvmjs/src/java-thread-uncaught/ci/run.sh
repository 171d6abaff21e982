#!/bin/bash
# nightly tide-table export: compile, then run the exporter over the sample gauges
set -ex
rm -rf out && mkdir -p out
javac -d out $(find src -name '*.java' | sort)
java -cp out org.canalworks.Export data/gauges.csv
