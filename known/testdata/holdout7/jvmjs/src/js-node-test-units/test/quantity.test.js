import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { add, compare, parseQuantity } from '../src/quantity.js';

describe('parseQuantity', () => {
  it('reads value and unit', () => assert.deepEqual(parseQuantity('12.5 kg'), { value: 12.5, unit: 'kg' }));
  it('reads a negative value', () => assert.deepEqual(parseQuantity('-3 m'), { value: -3, unit: 'm' }));
  it('reads an exponent', () => assert.deepEqual(parseQuantity('1.5e3 mm'), { value: 1500, unit: 'mm' }));
  it('reads a unit without a space', () => assert.deepEqual(parseQuantity('250ml'), { value: 250, unit: 'ml' }));
  it('reads an upper-case unit', () => assert.deepEqual(parseQuantity('12KG'), { value: 12, unit: 'kg' }));
  it('rejects a bare number', () => assert.throws(() => parseQuantity('12'), SyntaxError));
  it('rejects an unknown unit', () => assert.throws(() => parseQuantity('3 furlong'), RangeError));
});

describe('arithmetic', () => {
  describe('add', () => {
    it('adds the same unit', () => assert.deepEqual(add({ value: 1, unit: 'm' }, { value: 2, unit: 'm' }), { value: 3, unit: 'm' }));
    it('keeps the unit of the left side', () => assert.deepEqual(add({ value: 1, unit: 'km' }, { value: 500, unit: 'm' }), { value: 1.5, unit: 'km' }));
  });
  describe('compare', () => {
    it('equal across units', () => assert.equal(compare({ value: 1, unit: 'kg' }, { value: 1000, unit: 'g' }), 0));
    it('smaller', () => assert.equal(compare({ value: 1, unit: 'ft' }, { value: 1, unit: 'm' }), -1));
    it('larger', () => assert.equal(compare({ value: 1, unit: 'h' }, { value: 59, unit: 'min' }), 1));
  });
});
