const PRECISION = { mm: 0, cm: 1, m: 2, km: 3, g: 0, kg: 2, t: 3, ml: 0, l: 2 };

export function formatQuantity({ value, unit }, { locale = 'en-GB' } = {}) {
  const digits = PRECISION[unit] ?? 2;
  const n = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
  return `${n} ${unit}`;
}

export function bestUnit({ value, unit }, candidates) {
  const sorted = [...candidates];
  return sorted.find((c) => Math.abs(value) >= 1) ?? unit;
}
