import { parseAmount, toFraction } from './fractions.js';

const LINE = /^\s*([\d\s/.,]+?)\s*(g|kg|ml|l|tsp|tbsp|cup|cups)?\s+(.+)$/i;

export function scaleLine(line, factor) {
  const m = LINE.exec(line);
  if (!m) return line;
  const amount = parseAmount(m[1]) * factor;
  const unit = m[2] ? ` ${m[2]}` : '';
  const shown = unit.trim() === 'g' || unit.trim() === 'ml' ? String(Math.round(amount)) : toFraction(amount);
  return `${shown}${unit} ${m[3]}`;
}

export function scaleRecipe(lines, from, to) {
  const factor = to / from;
  return lines.map((l) => scaleLine(l, factor));
}
