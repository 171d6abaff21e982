import { haversineKm } from "../lib/geo.js";
import { money } from "../lib/format.js";
import Sparkline from "../charts/SparkLine.js";
import { toCsv } from "./csv.js";

export default function renderReports(root, trips = []) {
  const km = trips.reduce((n, t) => n + haversineKm(t.from, t.to), 0);
  root.title = `Reports: ${km.toFixed(0)} km, fuel ${money(trips.length * 4200)}`;
  Sparkline(root.appendChild(document.createElement("div")), trips.map((t) => t.litres));
  root.dataset.csv = toCsv(trips);
}
