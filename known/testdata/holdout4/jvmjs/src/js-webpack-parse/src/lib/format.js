export function money(cents, currency = "EUR") {
  return new Intl.NumberFormat("en-IE", { style: "currency", currency }).format(cents / 100);
}

export function percent(x, digits = 1) {
  return `${(x * 100).toFixed(digits)}%`;
}

export function shortDate(iso) {
  return iso.slice(0, 10);
}
