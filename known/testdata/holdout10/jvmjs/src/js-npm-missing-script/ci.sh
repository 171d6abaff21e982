#!/bin/bash
# Jenkins stage "unit" (the agent's image carries npm 8)
set -ex
node --version
npm --version
npm ci --no-audit --no-fund
npm run build
npm run test:unit
