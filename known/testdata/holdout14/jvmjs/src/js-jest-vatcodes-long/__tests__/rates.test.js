'use strict';
const { vatOn, grossOf, rateOf } = require('../src/rates');

const nets = Array.from({ length: 60 }, (_, i) => 99 + i * 173);

describe('vatOn at the standard rate', () => {
  test.each(nets)('net %i', (net) => {
    expect(vatOn(net, 'S')).toBe(Math.round(net / 5));
  });
});

describe('vatOn at the reduced rate', () => {
  test.each(nets)('net %i', (net) => {
    expect(vatOn(net, 'R')).toBe(Math.round(net / 20));
  });
});

describe('zero and exempt', () => {
  test.each(nets.slice(0, 20))('net %i', (net) => {
    expect(grossOf(net, 'Z')).toBe(net);
    expect(grossOf(net, 'E')).toBe(net);
  });
});

describe('rateOf', () => {
  test('rejects an unknown code', () => {
    expect(() => rateOf('X')).toThrow('unknown VAT code "X"');
  });
});

describe('grossOf at the standard rate', () => {
  // a price list's worth of net amounts, checked against the gross printed on the shelf tickets
  test.each([
    [417, 500], [833, 1000], [1249, 1499], [1666, 1999], [2083, 2500], [2499, 2999],
    [4166, 4999], [8333, 10000], [12499, 14999], [16666, 19999], [20833, 25000], [41666, 49999],
  ])('net %i gives gross %i', (net, gross) => {
    expect(grossOf(net, 'S')).toBe(gross);
  });
});

describe('grossOf at the reduced rate', () => {
  test.each([
    [476, 500], [952, 1000], [1428, 1499], [1904, 1999], [2381, 2500], [2856, 2999],
  ])('net %i gives gross %i', (net, gross) => {
    expect(grossOf(net, 'R')).toBe(gross);
  });
});
