import { getJson } from '../lib/api.js';
import { kmToMiles } from '../lib/units.js';
import LineChart from '../charts/LineChart.js';
import Gauge from '../charts/Gauge.js';

export default async function renderDashboard(root) {
  const data = await getJson('/api/dashboard');
  root.title = `Dashboard: ${kmToMiles(data.km || 0).toFixed(1)} mi`;
  LineChart(root.appendChild(document.createElement('div')), data.series);
  Gauge(root.appendChild(document.createElement('div')), data.series);
}
