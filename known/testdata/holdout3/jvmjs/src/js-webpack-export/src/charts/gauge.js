import { formatPercentage } from "../util/format.js";
import palette from "../util/color.js";

export function gauge(label, ratio) {
  const color = ratio > 0.9 ? palette[2] : ratio > 0.7 ? palette[1] : palette[4];
  return `<div class="gauge" style="--fill:${ratio};--color:${color}">${label}: ${formatPercentage(ratio)}</div>`;
}
