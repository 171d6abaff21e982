export { Cart } from "./cart.js";
export { applyCoupon, validateCoupon } from "./coupons.js";
export { shippingFor } from "./shipping.js";
export { formatCents } from "./lib/money.js";
