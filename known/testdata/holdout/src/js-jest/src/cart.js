function subtotal(items) {
  return items.reduce((s, i) => s + i.price * i.qty, 0);
}

function applyCoupon(total, coupon) {
  if (coupon.type === 'percent') return Math.round(total * (1 - coupon.value / 100));
  if (coupon.type === 'fixed') return total - coupon.value;
  return total;
}

module.exports = { subtotal, applyCoupon };
