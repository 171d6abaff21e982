#!/bin/bash
# CI build: generate build.ninja, build, smoke test
set -ex
python3 --version
ninja --version
python3 configure.py
ninja -j 1
./kvctl set a 1
