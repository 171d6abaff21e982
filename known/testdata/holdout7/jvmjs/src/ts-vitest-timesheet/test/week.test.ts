import { describe, expect, it } from 'vitest';
import { isoWeek, mondayOf, weekLabel } from '../src/week';

describe('isoWeek', () => {
  it('mid-year date', () => {
    expect(isoWeek(new Date('2024-05-15T12:00:00Z'))).toEqual({ year: 2024, week: 20 });
  });

  it('first week of 2024 starts on Monday 1 January', () => {
    expect(isoWeek(new Date('2024-01-01T00:00:00Z'))).toEqual({ year: 2024, week: 1 });
  });

  it('3 January 2021 belongs to week 53 of 2020', () => {
    expect(isoWeek(new Date('2021-01-03T00:00:00Z'))).toEqual({ year: 2020, week: 53 });
  });
});

describe('weekLabel', () => {
  it('pads the week number', () => {
    expect(weekLabel(new Date('2024-02-14T00:00:00Z'))).toBe('2024-W07');
  });
});

describe('mondayOf', () => {
  it('returns the same day for a Monday', () => {
    expect(mondayOf(new Date('2024-05-13T09:00:00Z')).toISOString()).toBe('2024-05-13T00:00:00.000Z');
  });

  it('goes back to Monday from a Sunday', () => {
    expect(mondayOf(new Date('2024-05-19T23:00:00Z')).toISOString()).toBe('2024-05-13T00:00:00.000Z');
  });
});
