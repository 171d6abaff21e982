import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatQuantity } from '../src/format.js';

describe('formatQuantity', () => {
  it('uses the precision of the unit', () => assert.equal(formatQuantity({ value: 1.23456, unit: 'km' }), '1.235 km'));
  it('groups thousands', () => assert.equal(formatQuantity({ value: 12500, unit: 'g' }), '12,500 g'));
  it('follows the locale', () => assert.equal(formatQuantity({ value: 2.5, unit: 'l' }, { locale: 'de-DE' }), '2,5 l'));
});
