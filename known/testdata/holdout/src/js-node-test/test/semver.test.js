const test = require('node:test');
const assert = require('node:assert');
const { parse, compare, satisfies } = require('../lib/semver');

test('parse', async (t) => {
  await t.test('plain version', () => {
    assert.deepStrictEqual(parse('1.2.3'), { major: 1, minor: 2, patch: 3, pre: null });
  });
  await t.test('prerelease', () => {
    assert.strictEqual(parse('1.0.0-rc.1').pre, 'rc.1');
  });
  await t.test('rejects garbage', () => {
    assert.throws(() => parse('1.2'), TypeError);
  });
});

test('compare orders prereleases before releases', () => {
  assert.strictEqual(compare('1.0.0-rc.1', '1.0.0'), -1);
});

test('caret ranges', () => {
  assert.ok(satisfies('1.4.0', '^1.2.0'));
  assert.ok(!satisfies('2.0.0', '^1.2.0'));
});
