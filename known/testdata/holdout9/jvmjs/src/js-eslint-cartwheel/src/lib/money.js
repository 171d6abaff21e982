const formatter = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });

export function formatCents(cents) {
  return formatter.format(cents / 100);
}

export function percentOf(cents, percent) {
  return Math.round((cents * percent) / 100);
}
