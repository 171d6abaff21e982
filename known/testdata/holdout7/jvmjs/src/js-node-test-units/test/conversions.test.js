import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UNITS, convert, dimensionOf } from '../src/units.js';

describe('dimensionOf', () => {
  it('knows every unit of the table', () => {
    for (const [dim, table] of Object.entries(UNITS)) {
      for (const unit of Object.keys(table)) assert.equal(dimensionOf(unit), dim);
    }
  });
  it('rejects an unknown unit', () => {
    assert.throws(() => dimensionOf('furlong'), RangeError);
  });
});

describe('convert', () => {
  it('refuses to mix dimensions', () => {
    assert.throws(() => convert(1, 'kg', 'm'), /cannot convert mass \(kg\) to length \(m\)/);
  });

  // every pair of units of a dimension must survive the round trip
  for (const [dim, table] of Object.entries(UNITS)) {
    describe(`${dim} round trips`, () => {
      for (const from of Object.keys(table)) {
        for (const to of Object.keys(table)) {
          if (from === to) continue;
          it(`${from} -> ${to} -> ${from}`, () => {
            const back = convert(convert(12.5, from, to), to, from);
            assert.ok(Math.abs(back - 12.5) < 1e-9, `got ${back}`);
          });
        }
      }
    });
  }

  describe('known values', () => {
    it('1 mi is 1.609344 km', () => assert.equal(convert(1, 'mi', 'km'), 1.609344));
    it('1 lb is 453.59237 g', () => assert.ok(Math.abs(convert(1, 'lb', 'g') - 453.59237) < 1e-9));
    it('1 wk is 168 h', () => assert.equal(convert(1, 'wk', 'h'), 168));
    it('1 gal is about 16 cups', () => assert.ok(Math.abs(convert(1, 'gal', 'cup') - 16) < 1e-6));
  });
});
