export function formatDuration(ms) {
  if (ms < 1000) return `${ms} ms`;
  const s = Math.round(ms / 100) / 10;
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${Math.round(s - m * 60)} s`;
}

export function percent(part, whole) {
  return whole === 0 ? "–" : `${((part / whole) * 100).toFixed(1)} %`;
}
