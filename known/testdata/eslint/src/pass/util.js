function clamp(x, lo, hi) {
  return Math.max(lo, Math.min(x, hi));
}

module.exports = { clamp };
