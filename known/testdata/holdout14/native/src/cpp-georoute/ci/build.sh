#!/bin/bash
# CI: build and smoke-test the route planner
set -ex
export CXX=g++
$CXX --version
make all
make test
