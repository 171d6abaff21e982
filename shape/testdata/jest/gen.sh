#!/bin/sh
# Makes results.json: `jest --json` (jest 29, Node 20) over a suite with passing tests,
# a failing assertion and a thrown error. Run from this folder: sh gen.sh
set -eu
d=$(mktemp -d)
cd "$d"
echo '{"name":"jestdemo","version":"1.0.0","private":true}' > package.json
npm install --no-audit --no-fund jest@29 >/dev/null 2>&1
cat > sum.js <<JS
function sum(a, b) { return a + b; }
function parse(s) { return JSON.parse(s); }
module.exports = { sum, parse };
JS
cat > sum.test.js <<JS
const { sum, parse } = require('./sum');
test('adds 1 + 2', () => { expect(sum(1, 2)).toBe(3); });
test('adds floats', () => { expect(sum(0.1, 0.2)).toBe(0.3); });
test('parses json', () => { expect(parse('{"a":1}')).toEqual({ a: 1 }); });
test('parses bad json', () => { parse('{oops'); });
describe('edge cases', () => {
  test('negative', () => { expect(sum(-1, -1)).toBe(-2); });
  test.skip('skipped', () => {});
});
JS
npx jest --json --testLocationInResults > "$OLDPWD/results.json" 2>/dev/null || true
cd "$OLDPWD"
rm -rf "$d"
