import { COLUMNS, nextColumn, overWipLimit } from '../src/board/columns.js';

describe('nextColumn', () => {
  it('moves a card one column to the right', () => {
    expect(nextColumn('doing')).toBe('review');
  });

  it('keeps done cards in done', () => {
    expect(nextColumn('done')).toBe('done');
  });

  it('rejects an unknown column', () => {
    expect(() => nextColumn('icebox')).toThrow(/unknown column/);
  });
});

describe('overWipLimit', () => {
  it('is false without a limit', () => {
    expect(overWipLimit([{ column: 'doing' }], 'doing', {})).toBe(false);
  });

  it('is true above the limit', () => {
    const cards = COLUMNS.map(() => ({ column: 'doing' }));
    expect(overWipLimit(cards, 'doing', { doing: 3 })).toBe(true);
  });
});
