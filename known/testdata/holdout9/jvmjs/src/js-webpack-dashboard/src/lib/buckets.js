/** Groups timestamped samples into fixed windows and averages each. */
export function bucketize(samples, windowMs) {
  const out = new Map();
  for (const { t, v } of samples) {
    const k = Math.floor(t / windowMs) * windowMs;
    const b = out.get(k) ?? { sum: 0, n: 0 };
    b.sum += v;
    b.n += 1;
    out.set(k, b);
  }
  return [...out.entries()].sort((a, b) => a[0] - b[0]).map(([t, b]) => ({ t, avg: b.sum / b.n }));
}
