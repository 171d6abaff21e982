#!/bin/bash
# GitLab job "nightly-digest": build the tool and run it over the sample exports
set -ex
rm -rf out && mkdir -p out
javac -d out $(find src/main -name '*.java' | sort)
java -cp out ops.digest.Main conf/digest.properties exports/
