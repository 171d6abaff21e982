'use strict';
const { parsePence, parseCode } = require('../src/parse');

const amounts = Array.from({ length: 70 }, (_, i) => [`${i * 37}.${String(i % 100).padStart(2, '0')}`, i * 3700 + (i % 100)]);

describe('parsePence', () => {
  test.each(amounts)('%s', (text, pence) => {
    expect(parsePence(text)).toBe(pence);
  });

  test('accepts a pound sign and thousands separators', () => {
    expect(parsePence('£1,234.50')).toBe(123450);
  });

  test('rejects three decimals', () => {
    expect(() => parsePence('1.005')).toThrow(TypeError);
  });

  test('rejects a negative amount with a message naming it', () => {
    expect(() => parsePence('-4.00')).toThrow('negative amounts are credit notes: -4.00');
  });
});

describe('parseCode', () => {
  test.each([['S', 'S'], ['s', 'S'], ['20%', 'S'], ['5%', 'R'], ['0%', 'Z'], [' e ', 'E']])('%s', (text, code) => {
    expect(parseCode(text)).toBe(code);
  });
});
