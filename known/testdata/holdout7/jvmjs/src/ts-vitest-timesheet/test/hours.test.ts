import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration, total } from '../src/hours';

describe('parseDuration', () => {
  it('reads plain minutes', () => expect(parseDuration('90')).toBe(90));
  it('reads hours', () => expect(parseDuration('2h')).toBe(120));
  it('reads decimal hours', () => expect(parseDuration('1.5h')).toBe(90));
  it('reads minutes with a unit', () => expect(parseDuration('45m')).toBe(45));
  it('reads hours and minutes', () => expect(parseDuration('1h30')).toBe(90));
  it('reads hours and single-digit minutes', () => expect(parseDuration('2h5m')).toBe(125));
  it('ignores case and spaces', () => expect(parseDuration(' 1H ')).toBe(60));
  it('rejects garbage', () => expect(() => parseDuration('soon')).toThrow(RangeError));
});

describe('formatDuration', () => {
  it('formats minutes only', () => expect(formatDuration(45)).toBe('45m'));
  it('formats whole hours', () => expect(formatDuration(120)).toBe('2h'));
  it('pads minutes', () => expect(formatDuration(65)).toBe('1h05'));
  it.skip('formats days', () => expect(formatDuration(60 * 30)).toBe('1d6h'));
});

describe('total', () => {
  it('sums entries', () => expect(total([{ minutes: 30 }, { minutes: 45 }])).toBe(75));
  it('is zero for no entries', () => expect(total([])).toBe(0));
});
