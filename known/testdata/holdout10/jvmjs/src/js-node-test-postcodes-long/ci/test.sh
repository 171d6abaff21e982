#!/bin/sh
# Drone pipeline step "test"
set -e
echo "+ node --version"
node --version
echo "+ npm test"
npm test
