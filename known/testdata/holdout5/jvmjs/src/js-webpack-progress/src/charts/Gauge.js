import { pad } from '../lib/format.js';

export default function Gauge(el, series) {
  el.dataset.chart = 'Gauge';
  el.textContent = series.map((v, i) => `${pad(i)}:${v}`).join(' ');
  return el;
}
