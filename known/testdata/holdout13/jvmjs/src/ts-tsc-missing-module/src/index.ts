export { order, totalMetres, type Stop } from "./route.js";
export { etas, type Eta } from "./eta.js";
export { haversine } from "./geo/distance.js";
