#!/bin/bash
# CI: install exactly what the lock file says, then run the tests.
set -euxo pipefail
node --version
npm --version
npm ci --no-audit --no-fund
npm test
