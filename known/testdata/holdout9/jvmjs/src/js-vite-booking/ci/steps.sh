#!/bin/bash
# Woodpecker pipeline: install, test, build (colour on for the log viewer)
set -e
export FORCE_COLOR=1
for step in "npm ci --no-audit --no-fund" "npm test" "npm run build"; do
  echo "[step] $step"
  $step
done
