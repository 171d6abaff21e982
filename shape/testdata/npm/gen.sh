#!/bin/sh
# Makes ls.json: `npm ls --json --all --depth=2` (npm 11, Node 20) of a scratch project with eslint@8,
# jest@29 and left-pad installed, then a dependency declared that is not installed, so the
# report has "problems". Run from this folder: sh gen.sh
set -eu
out=$(pwd)
d=$(mktemp -d)
cd "$d"
echo '{"name":"jsdemo","version":"1.0.0","private":true}' > package.json
npm install --no-audit --no-fund left-pad >/dev/null 2>&1
npm install --no-audit --no-fund --save-dev eslint@8 jest@29 >/dev/null 2>&1
node -e 'const p=require("./package.json");p.dependencies["not-installed-pkg"]="^2.0.0";require("fs").writeFileSync("package.json",JSON.stringify(p,null,2))'
npm ls --json --all --depth=2 > "$out/ls.json" 2>/dev/null || true
cd "$out"
rm -rf "$d"
