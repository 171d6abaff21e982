import { percentOf } from "./lib/money.js";

const CODE = /^[A-Z0-9]{4,12}$/;

export function validateCoupon(coupon, today = new Date()) {
  if (!CODE.test(coupon.code)) {
    return { ok: false, reason: "malformed code" };
  }
  if (coupon.expires && new Date(coupon.expires) < today) {
    return { ok: false, reason: "expired" };
  }
  return { ok: true };
}

export function applyCoupon(cart, coupon) {
  const check = validateCoupon(coupon);
  if (!check.ok) {
    throw new Error(`coupon ${coupon.code}: ${check.reason}`);
  }
  let discount = 0;
  switch (coupon.kind) {
    case "percent":
      discount = percentOf(cart.subtotal(), coupon.value);
      break;
    case "fixed":
      discount = Math.min(coupon.value, cart.subtotal());
      break;
    default:
      throw new Error(`unknown coupon kind ${coupon.kind}`);
  }
<<<<<<< HEAD
  return cart.subtotal() - discount;
=======
  return Math.max(0, cart.subtotal() - discount);
>>>>>>> origin/main
}
