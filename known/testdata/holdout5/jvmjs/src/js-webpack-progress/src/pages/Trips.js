import { getJson } from '../lib/api.js';
import { kmToMiles } from '../lib/units.js';
import LineChart from '../charts/LineChart.js';
import Heatmap from '../charts/Heatmap.js';

export default async function renderTrips(root) {
  const data = await getJson('/api/trips');
  root.title = `Trips: ${kmToMiles(data.km || 0).toFixed(1)} mi`;
  LineChart(root.appendChild(document.createElement('div')), data.series);
  Heatmap(root.appendChild(document.createElement('div')), data.series);
}
