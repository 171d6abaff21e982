import { describe, expect, it } from 'vitest';
import { parseAmount, toFraction } from '../src/lib/fractions.js';

describe('toFraction', () => {
  it.each([
    [1, '1'], [0.5, '½'], [1.5, '1 ½'], [0.25, '¼'], [0.75, '¾'], [2.3333, '2 ⅓'], [0.125, '⅛'], [0.6667, '⅔'],
  ])('%s -> %s', (x, want) => expect(toFraction(x)).toBe(want));
  it('falls back to one decimal', () => expect(toFraction(0.4)).toBe('0.4'));
  it.todo('fifths (⅕, ⅖)');
});

describe('parseAmount', () => {
  it('reads integers', () => expect(parseAmount('3')).toBe(3));
  it('reads fractions', () => expect(parseAmount('3/4')).toBe(0.75));
  it('reads mixed numbers', () => expect(parseAmount('1 1/2')).toBe(1.5));
  it('reads a decimal comma', () => expect(parseAmount('0,5')).toBe(0.5));
  it('rejects words', () => expect(() => parseAmount('some')).toThrow(SyntaxError));
});
