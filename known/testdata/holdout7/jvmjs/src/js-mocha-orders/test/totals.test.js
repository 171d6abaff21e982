'use strict';

const assert = require('node:assert/strict');
const { lineTotal, orderTotals, splitByVat } = require('../lib/totals');

describe('totals', function () {
  const lines = [
    { sku: 'AB-100', qty: 3, unitCents: 1250 },
    { sku: 'CD-2000', qty: 1, unitCents: 4999, discount: 0.1 },
    { sku: 'EF-31', qty: 2, unitCents: 199, vatRate: 0.09 },
  ];

  describe('lineTotal', function () {
    it('multiplies quantity and price', function () {
      assert.equal(lineTotal(lines[0]), 3750);
    });
    it('applies a discount', function () {
      assert.equal(lineTotal(lines[1]), 4499);
    });
  });

  describe('orderTotals', function () {
    it('adds net, vat and gross', function () {
      assert.deepEqual(orderTotals(lines, 0.21), { net: 8647, vat: 1816, gross: 10463, lines: 3 });
    });
    it('handles an empty order', function () {
      assert.deepEqual(orderTotals([], 0.21), { net: 0, vat: 0, gross: 0, lines: 0 });
    });
  });

  describe('splitByVat', function () {
    it('groups lines by their vat rate', function () {
      assert.deepEqual(Object.keys(splitByVat(lines)).sort(), ['0.09', '0.21']);
    });
    it('keeps zero-rated lines apart', function () {
      const withBook = [...lines, { sku: 'BK-9781', qty: 1, unitCents: 2450, vatRate: 0 }];
      assert.deepEqual(Object.keys(splitByVat(withBook)).sort(), ['0', '0.09', '0.21']);
    });
  });
});
