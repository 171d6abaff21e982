export const METRIC = { tsp: 5, tbsp: 15, cup: 240, cups: 240 };

export function toMetric(amount, unit) {
  const ml = METRIC[unit];
  return ml ? { amount: amount * ml, unit: 'ml' } : { amount, unit };
}
