import type { Order, Price } from './types.js';

export function lineTotal(count: number, unit: Price): Price {
  return { amount: Math.round(count * unit.amount * 100) / 100, currency: unit.currency };
}

export function orderTotal(order: Order): Price {
  const currency = order.lines[0]?.unit.currency ?? 'EUR';
  let amount = 0;
  for (const line of order.lines) {
    amount += lineTotal(line.count, line.unit).amount;
  }
  return { amount: Math.round(amount * 100) / 100 };
}
