export * as bookings from "./routes/bookings.js";
export * as reports from "./routes/reports.js";
