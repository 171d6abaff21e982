import { scaleLinear } from 'd3-scale';

export function renderChart(data, theme) {
  const el = document.createElement('canvas');
  const x = scaleLinear().domain([0, data.length]).range([0, 800]);
  const ctx = el.getContext('2d');
  ctx.strokeStyle = theme.line;
  data.forEach((p, i) => (i ? ctx.lineTo(x(p.x), 100 - p.y * 50) : ctx.moveTo(0, 100)));
  ctx.stroke();
  return el;
}
