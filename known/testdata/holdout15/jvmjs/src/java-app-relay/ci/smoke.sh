#!/bin/bash
# GitLab "smoke" job: build the relay and check that it starts with the staging config
set -ex
java -version
rm -rf out && mkdir -p out
javac -d out $(find src -name '*.java' | sort)
java -cp out io.tollgate.relay.Main conf/relay.properties
