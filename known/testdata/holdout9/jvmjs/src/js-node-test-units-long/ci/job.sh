#!/bin/bash
# Drone pipeline step "test": install, lint, unit tests
set -e
echo "+ npm ci"
npm ci --no-audit --no-fund
echo "+ npm run lint"
npm run lint
echo "+ npm test"
npm test
