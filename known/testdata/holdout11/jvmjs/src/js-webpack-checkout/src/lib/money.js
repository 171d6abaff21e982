export function toCents(amount) {
  return Math.round(Number(amount) * 100);
}

export function formatPrice(cents, currency = "EUR", locale = "en-IE") {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}
