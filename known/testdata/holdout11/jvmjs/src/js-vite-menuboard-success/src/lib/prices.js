export function price(cents) {
  return `€${(cents / 100).toFixed(2)}`;
}

export function parsePrice(text) {
  const m = /^€?(\d+)(?:[.,](\d{2}))?$/.exec(text.trim());
  if (!m) {
    console.error(`error: cannot parse price "${text}", item hidden`);
    return null;
  }
  return Number(m[1]) * 100 + Number(m[2] ?? 0);
}
