export { summarize, type Fix, type TripSummary } from "./tracking/trip.js";
export { statusOf, colourFor, type Status } from "./tracking/status.js";
export { depotFor, type Depot } from "./tracking/geofence.js";
export { bboxOf, type BBox } from "./geo/bbox.js";
