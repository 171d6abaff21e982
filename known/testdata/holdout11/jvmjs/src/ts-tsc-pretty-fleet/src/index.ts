export * from "./vehicles/vehicle.js";
export * from "./vehicles/emissions.js";
export * from "./trips/trip.js";
export * from "./trips/summary.js";
