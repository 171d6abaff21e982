#!/bin/bash
# build agent: install, then the project's own ci script
set -ex
node --version
npm ci --no-audit --no-fund
npm run ci
