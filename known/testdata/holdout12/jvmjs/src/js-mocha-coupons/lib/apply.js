'use strict';

/** applies a coupon to a basket {lines: [{sku, cents, qty, category}]}; returns the discount in cents */
function discountCents(basket, coupon) {
  const eligible = basket.lines.filter((l) => coupon.categories.includes(l.category));
  const subtotal = eligible.reduce((sum, l) => sum + l.cents * l.qty, 0);
  if (coupon.kind === 'percent') {
    return Math.round((subtotal * coupon.value) / 100);
  }
  return Math.min(coupon.value, subtotal);
}

module.exports = { discountCents };
