import { bucketize } from "../lib/buckets.js";

export function sparkline(el, samples, windowMs = 60_000) {
  const points = bucketize(samples, windowMs);
  const max = Math.max(1, ...points.map((p) => p.avg));
  el.textContent = points.map((p) => "▁▂▃▄▅▆▇█"[Math.min(7, Math.floor((p.avg / max) * 8))]).join("");
}
