import { set } from "./lib/store.js";
import { dayKey } from "./lib/dates.js";
import { unitsTable } from "./lib/units.js";
import { geoTable } from "./lib/geo.js";

const routes = {
  dashboard: () => import(/* webpackChunkName: "dashboard" */ "./pages/Dashboard.js"),
  vehicles: () => import(/* webpackChunkName: "vehicles" */ "./pages/Vehicles.js"),
  trips: () => import(/* webpackChunkName: "trips" */ "./pages/Trips.js"),
  fuel: () => import(/* webpackChunkName: "fuel" */ "./pages/Fuel.js"),
  reports: () => import(/* webpackChunkName: "reports" */ "./reports/index.js"),
};

export async function go(name, root) {
  set("page", name);
  set("day", dayKey(new Date()));
  const mod = await routes[name]();
  return mod.default(root);
}

console.log(`fleetboard: ${unitsTable.length + geoTable.length} lookup rows`);
