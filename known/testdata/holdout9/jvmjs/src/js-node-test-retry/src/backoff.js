import { parseDuration } from "./duration.js";

/** Delay before attempt n (1-based): base * factor^(n-1), capped, with optional full jitter. */
export function backoff(n, { base = "100ms", factor = 2, max = "30s", jitter = false, random = Math.random } = {}) {
  const b = parseDuration(base);
  const cap = parseDuration(max);
  const d = Math.min(cap, b * factor ** (n - 1));
  return jitter ? Math.floor(random() * d) : d;
}
