import { pad } from '../lib/format.js';

export default function Heatmap(el, series) {
  el.dataset.chart = 'Heatmap';
  el.textContent = series.map((v, i) => `${pad(i)}:${v}`).join(' ');
  return el;
}
