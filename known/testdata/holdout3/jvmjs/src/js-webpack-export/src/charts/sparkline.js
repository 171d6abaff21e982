import { seriesColor } from "../util/color.js";

export function sparkline(values, { width = 120, height = 24, series = 0 } = {}) {
  const max = Math.max(...values);
  const min = Math.min(...values);
  const step = width / Math.max(values.length - 1, 1);
  const points = values
    .map((v, i) => `${(i * step).toFixed(1)},${(height - ((v - min) / (max - min || 1)) * height).toFixed(1)}`)
    .join(" ");
  return `<svg width="${width}" height="${height}"><polyline fill="none" stroke="${seriesColor(series)}" points="${points}"/></svg>`;
}
