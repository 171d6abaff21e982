const formatters = new Map();

export function formatMoney(cents, currency = "EUR", locale = "de-DE") {
  const key = `${locale}:${currency}`;
  if (!formatters.has(key)) {
    formatters.set(key, new Intl.NumberFormat(locale, { style: "currency", currency }));
  }
  return formatters.get(key).format(cents / 100);
}

export function sum(items) {
  return items.reduce((s, i) => s + i.priceCents * i.qty, 0);
}
