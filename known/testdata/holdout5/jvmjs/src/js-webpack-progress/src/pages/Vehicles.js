import { getJson } from '../lib/api.js';
import { kmToMiles } from '../lib/units.js';
import BarChart from '../charts/BarChart.js';

export default async function renderVehicles(root) {
  const data = await getJson('/api/vehicles');
  root.title = `Vehicles: ${kmToMiles(data.km || 0).toFixed(1)} mi`;
  BarChart(root.appendChild(document.createElement('div')), data.series);
}
