export const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
