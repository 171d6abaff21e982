#!/bin/bash
# Jenkins stage "compile": warnings are errors since #57
set -ex
javac -version
rm -rf out && mkdir -p out
javac -Xlint:all -Werror -d out src/org/feedtool/*/*.java
jar --create --file feedtool.jar --main-class org.feedtool.cli.Main -C out .
