import { pad } from '../lib/format.js';

export default function Sparkline(el, series) {
  el.dataset.chart = 'Sparkline';
  el.textContent = series.map((v, i) => `${pad(i)}:${v}`).join(' ');
  return el;
}
