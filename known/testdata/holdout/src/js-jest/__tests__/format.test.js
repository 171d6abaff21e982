const { money, plural } = require('../src/format');

test('formats euros', () => {
  expect(money(123456)).toBe('€1,234.56');
});

test('pluralizes', () => {
  expect(plural(1, 'item')).toBe('1 item');
  expect(plural(3, 'item')).toBe('3 items');
});
