import { getJson } from '../lib/api.js';
import { kmToMiles } from '../lib/units.js';
import BarChart from '../charts/BarChart.js';
import Gauge from '../charts/Gauge.js';

export default async function renderFuel(root) {
  const data = await getJson('/api/fuel');
  root.title = `Fuel: ${kmToMiles(data.km || 0).toFixed(1)} mi`;
  BarChart(root.appendChild(document.createElement('div')), data.series);
  Gauge(root.appendChild(document.createElement('div')), data.series);
}
