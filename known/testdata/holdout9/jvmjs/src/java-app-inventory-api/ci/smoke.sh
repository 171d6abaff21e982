#!/bin/bash
# CI stage "smoke": build the service and start it once in smoke mode
set -ex
javac -version
rm -rf out && mkdir -p out
javac -d out src/io/stockroom/api/*.java
java -cp out io.stockroom.api.Main conf/app.properties --smoke
