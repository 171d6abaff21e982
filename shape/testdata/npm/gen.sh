#!/bin/sh
# Makes ls.json: `npm ls --json` (npm 11, Node 20) of a scratch project with eslint@8,
# jest@29 and left-pad installed, then a dependency declared that is not installed, so the
# report has "problems". Run from this folder: sh gen.sh
set -eu
out=$(pwd)
d=$(mktemp -d)
cd "$d"
echo '{"name":"jsdemo","version":"1.0.0","private":true}' > package.json
npm install --no-audit --no-fund left-pad >/dev/null 2>&1
npm install --no-audit --no-fund --save-dev eslint@8 jest@29 >/dev/null 2>&1
sed -i 's/"dependencies": {/"dependencies": {\n    "not-installed-pkg": "^2.0.0",/' package.json
npm ls --json > "$out/ls.json" 2>/dev/null || true
cd "$out"
rm -rf "$d"
