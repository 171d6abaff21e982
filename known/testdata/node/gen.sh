#!/bin/sh
# Regenerates the Node.js uncaught-exception samples in this directory from src/.
# Tool: Node.js 20.20.2. The sources are copied to a fixed path so the samples do not
# change. Each sample is the combined stdout and stderr of `node FILE`.
#   throw.log      node throw.js      (exit 1: ENOENT thrown at startup)
#   reject.log     node reject.mjs    (exit 1: an unhandled rejection with a [cause])
#   reference.log  node reference.js  (exit 1: a ReferenceError in a timer)
set -u
here=$(cd "$(dirname "$0")" && pwd)
work=/tmp/wisptriage-gen-node
trap 'rm -rf "$work"' EXIT
rm -rf "$work" && cp -r "$here/src" "$work"
cd "$work"
node throw.js > "$here/throw.log" 2>&1
node reject.mjs > "$here/reject.log" 2>&1
node reference.js > "$here/reference.log" 2>&1
