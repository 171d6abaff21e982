'use strict';
const assert = require('node:assert');
const { CouponStore } = require('../lib/store');
const { redeem } = require('../lib/redeem');

const store = new CouponStore([
  { code: 'SPRING10', kind: 'percent', value: 10, categories: ['drinks'], expires: '2025-04-01' },
  { code: 'WELCOME5', kind: 'fixed', value: 500, categories: ['drinks', 'homeware'] },
]);

describe('redeem', function () {
  it('accepts a live coupon whatever its case', async function () {
    const r = await redeem(store, 'spring10', new Date('2025-03-05'));
    assert.strictEqual(r.ok, true);
  });

  it('reports an expired coupon', async function () {
    const r = await redeem(store, 'SPRING10', new Date('2025-05-01'));
    assert.deepStrictEqual(r, { ok: false, reason: 'expired' });
  });

  it('rejects an unknown code', async function () {
    await assert.rejects(redeem(store, 'FREEBIE'), /unknown coupon FREEBIE/);
  });

  it('rejects a coupon that has already been used', async function () {
    const used = new CouponStore([{ code: 'ONCE', kind: 'fixed', value: 100, categories: [], used: true }]);
    await assert.rejects(redeem(used, 'ONCE'), /already used/);
  });
});
