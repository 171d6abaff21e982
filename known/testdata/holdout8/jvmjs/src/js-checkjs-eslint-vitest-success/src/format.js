/**
 * @param {number} cents
 * @param {string} [currency]
 */
export function money(cents, currency = "EUR") {
  return new Intl.NumberFormat("en-IE", { style: "currency", currency }).format(cents / 100);
}

/** @param {import("./split.js").Transfer[]} transfers */
export function describe(transfers) {
  let lines = transfers.map((t) => `${t.from} pays ${t.to} ${money(t.cents)}`);
  return lines.length ? lines.join("\n") : "all square";
}
