const { label, percent } = require('./label');

test('a label for a lamp', () => {
  expect(label({ name: 'lamp', cents: 2499 })).toMatchSnapshot();
});

test('a label for a chair', () => {
  expect(label({ name: 'chair', cents: 8900 })).toMatchSnapshot();
});

test('percent rejects a negative number with its own message', () => {
  expect(() => percent(-5)).toThrow('percent must not be negative');
});
