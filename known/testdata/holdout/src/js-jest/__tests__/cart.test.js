const { subtotal, applyCoupon } = require('../src/cart');

describe('subtotal', () => {
  test('sums price times quantity', () => {
    expect(subtotal([{ price: 250, qty: 2 }, { price: 100, qty: 1 }])).toBe(600);
  });
  test('empty cart is zero', () => {
    expect(subtotal([])).toBe(0);
  });
});

describe('applyCoupon', () => {
  test('percent coupon', () => {
    expect(applyCoupon(1000, { type: 'percent', value: 15 })).toBe(850);
  });
  test('fixed coupon never goes below zero', () => {
    expect(applyCoupon(300, { type: 'fixed', value: 500 })).toBe(0);
  });
});
