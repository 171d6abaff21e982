#!/bin/bash
# Jenkins stage "build" (agent image: node 20)
set -ex
node --version
npm --version
npm install --no-audit --no-fund
npm run build
