'use strict';

async function redeem(store, code, now = new Date()) {
  const coupon = await store.find(code);
  if (!coupon) {
    throw new Error(`unknown coupon ${code}`);
  }
  if (coupon.expires && new Date(coupon.expires) < now) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, coupon };
}

module.exports = { redeem };
