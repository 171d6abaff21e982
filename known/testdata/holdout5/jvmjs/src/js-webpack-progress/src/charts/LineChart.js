import { pad } from '../lib/format.js';

export default function LineChart(el, series) {
  el.dataset.chart = 'LineChart';
  el.textContent = series.map((v, i) => `${pad(i)}:${v}`).join(' ');
  return el;
}
