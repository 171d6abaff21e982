export { haversineKm, bearing } from "./distance.js";
export { parseCoord, formatCoord } from "./coord.js";
