'use strict';

/** an in-memory coupon store standing in for the database */
class CouponStore {
  constructor(coupons) {
    this.coupons = new Map(coupons.map((c) => [c.code, c]));
  }

  async find(code) {
    return this.coupons.get(code.toUpperCase());
  }
}

module.exports = { CouponStore };
