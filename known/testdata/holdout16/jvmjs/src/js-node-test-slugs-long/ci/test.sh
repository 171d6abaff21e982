#!/bin/sh
# Woodpecker "test" step (node image, no dependencies to install)
set -ex
node --version
npm --version
npm test
