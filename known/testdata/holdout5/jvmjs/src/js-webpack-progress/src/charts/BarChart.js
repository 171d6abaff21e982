import { pad } from '../lib/format.js';

export default function BarChart(el, series) {
  el.dataset.chart = 'BarChart';
  el.textContent = series.map((v, i) => `${pad(i)}:${v}`).join(' ');
  return el;
}
