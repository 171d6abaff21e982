const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const { TokenBucket, parseLimit } = require('../limiter');

describe('TokenBucket', () => {
  test('allows up to capacity', () => {
    const b = new TokenBucket(2, 1);
    assert.equal(b.take(0), true);
    assert.equal(b.take(0), true);
    assert.equal(b.take(0), false);
  });
  test('refills over time', () => {
    const b = new TokenBucket(1, 1);
    b.take(0);
    assert.equal(b.take(500), true);
  });
});

describe('parseLimit', () => {
  test('per second', () => { assert.deepEqual(parseLimit('10/s'), { count: 10, per: 1 }); });
  test('per minute', () => { assert.deepEqual(parseLimit('5/m'), { count: 5, per: 60 }); });
  test('per hour', () => { assert.deepEqual(parseLimit('100/h'), { count: 100, per: 3600 }); });
});
