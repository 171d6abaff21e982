const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "250ms", "1.5s", "2m" -> milliseconds */
export function parseDuration(text) {
  const m = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(String(text).trim());
  if (!m) {
    throw new TypeError(`invalid duration: ${text}`);
  }
  const unit = UNITS[m[2]];
  if (unit === undefined) {
    throw new TypeError(`invalid duration: ${text}`);
  }
  return Math.round(Number(m[1]) * unit);
}
