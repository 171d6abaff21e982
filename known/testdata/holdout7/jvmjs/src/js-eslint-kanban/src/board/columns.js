export const COLUMNS = ['backlog', 'doing', 'review', 'done'];

export function nextColumn(current) {
  const i = COLUMNS.indexOf(current);
  if (i == -1) {
    throw new Error(`unknown column: ${current}`);
  }
  return COLUMNS[Math.min(i + 1, COLUMNS.length - 1)];
}

export function wipCount(cards, column) {
  let count = 0;
  for (const card of cards) {
    if (card.column === column) count++;
  }
  return count;
}

export function overWipLimit(cards, column, limits) {
  let limit = limits[column];
  return limit != null && wipCount(cards, column) > limit;
}
