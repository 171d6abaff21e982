#!/bin/bash
# Jenkins "smoke" stage: build the thumbnail planner and plan the sample batch
set -ex
java -version
rm -rf out && mkdir -p out
javac -d out $(find src -name '*.java' | sort)
java -cp out io.pixelyard.thumbs.Main conf/presets.properties
