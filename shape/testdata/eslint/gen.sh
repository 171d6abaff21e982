#!/bin/sh
# Makes report.json: `eslint -f json` (eslint 8, Node 20) over two files with real problems
# and one with a syntax error. Run from this folder: sh gen.sh
set -eu
d=$(mktemp -d)
cd "$d"
echo '{"name":"lintdemo","version":"1.0.0","private":true}' > package.json
npm install --no-audit --no-fund eslint@8 >/dev/null 2>&1
cat > .eslintrc.json <<JSON
{"root": true, "env": {"node": true, "es2022": true}, "extends": "eslint:recommended",
 "rules": {"no-unused-vars": "error", "eqeqeq": "warn", "semi": ["error", "always"]}}
JSON
mkdir src
printf 'const fs = require("fs")\nfunction load(p) {\n  if (p == null) return undefined\n  let unused = 1;\n  return JSON.parse(fs.readFileSync(p));\n}\nmodule.exports = { load };\n' > src/load.js
printf 'function add(a, b) {\n  return a + b;\n}\nconsole.log(add(1, 2) == 3);\nconsole.log(undefinedVar);\n' > src/math.js
printf 'export default {\n  broken: (\n};\n' > src/broken.js
npx eslint -f json src > "$OLDPWD/report.json" || true
cd "$OLDPWD"
rm -rf "$d"
