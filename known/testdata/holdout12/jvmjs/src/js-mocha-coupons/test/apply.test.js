'use strict';
const assert = require('node:assert');
const { discountCents } = require('../lib/apply');

const basket = {
  lines: [
    { sku: 'TEA-01', cents: 450, qty: 2, category: 'drinks' },
    { sku: 'MUG-07', cents: 1200, qty: 1, category: 'homeware' },
  ],
};

describe('discountCents', function () {
  it('takes a percentage of the eligible lines', function () {
    const c = { kind: 'percent', value: 10, categories: ['drinks'] };
    assert.strictEqual(discountCents(basket, c), 90);
  });

  it('caps a fixed coupon at the eligible subtotal', function () {
    const c = { kind: 'fixed', value: 5000, categories: ['homeware'] };
    assert.strictEqual(discountCents(basket, c), 1200);
  });

  it('applies a sitewide coupon to every line', function () {
    const c = { kind: 'percent', value: 20 };
    assert.strictEqual(discountCents(basket, c), 420);
  });
});
