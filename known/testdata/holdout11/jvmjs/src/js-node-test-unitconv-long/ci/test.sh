#!/bin/sh
# Drone step "test"
set -ex
node --version
npm --version
npm test
