#!/bin/bash
# Jenkins stage "compile": plain javac, lint on
set -ex
javac -version
rm -rf build && mkdir -p build/classes
javac -Xlint:all -d build/classes $(find src -name '*.java' | sort)
jar --create --file build/timesheet.jar --main-class com.hourly.timesheet.Main -C build/classes .
