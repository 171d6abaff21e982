import { createHash } from "node:crypto";

export function sampled(traceId, rate) {
  if (rate >= 1) return true;
  if (rate <= 0) return false;
  const h = createHash("sha1").update(traceId).digest();
  const bucket = h.readUInt32BE(0) / 0xffffffff;
  return bucket < rate;
}

export function parseRate(value, fallback) {
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}
