#!/bin/sh
# Jenkins "Build" stage
set -eu
node --version
npm ci --no-audit --no-fund
npm run build
