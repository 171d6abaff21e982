export * from "./types.js";
export * from "./billing.js";
export * from "./reminders.js";
export * from "./export.js";
export * from "./currency.js";
