'use strict';
const { renderInvoice, money } = require('../src/render');

describe('money', () => {
  test.each([[0, '£0.00'], [5, '£0.05'], [1999, '£19.99'], [123456, '£1234.56']])('%i', (p, s) => {
    expect(money(p)).toBe(s);
  });
});

describe('renderInvoice', () => {
  test('a mixed-rate invoice', () => {
    const inv = renderInvoice({
      number: 'INV-2025-0412',
      lines: [
        { description: 'Desk lamp', qty: 2, unitPence: 2499, code: 'S' },
        { description: 'Child car seat', qty: 1, unitPence: 8999, code: 'R' },
        { description: 'Printed guide', qty: 3, unitPence: 750, code: 'Z' },
      ],
    });
    expect(inv).toMatchSnapshot();
  });

  test('an exempt-only invoice', () => {
    const inv = renderInvoice({
      number: 'INV-2025-0413',
      lines: [{ description: 'Training course', qty: 1, unitPence: 45000, code: 'E' }],
    });
    expect(inv).toMatchSnapshot();
  });
});
