'use strict';
const { subject } = require('../src');

test('subject names the invoice', () => {
  expect(subject({ number: 'INV-7', company: 'Acme' })).toBe('Invoice INV-7 from Acme');
});
