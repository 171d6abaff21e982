'use strict';

const assert = require('node:assert/strict');
const { validateLine } = require('../lib/validate');

describe('validateLine', function () {
  it('accepts a good line', function () {
    assert.deepEqual(validateLine({ sku: 'AB-100', qty: 2, unitCents: 100 }), []);
  });
  it('rejects a lower-case sku', function () {
    assert.deepEqual(validateLine({ sku: 'ab-100', qty: 2, unitCents: 100 }), ['bad sku: ab-100']);
  });
  it('rejects a zero quantity', function () {
    assert.deepEqual(validateLine({ sku: 'AB-100', qty: 0, unitCents: 100 }), ['bad qty: 0']);
  });
  it('rejects a fractional price', function () {
    assert.deepEqual(validateLine({ sku: 'AB-100', qty: 1, unitCents: 9.5 }), ['bad price: 9.5']);
  });
  it('reports every problem', function () {
    assert.equal(validateLine({}).length, 3);
  });
});
