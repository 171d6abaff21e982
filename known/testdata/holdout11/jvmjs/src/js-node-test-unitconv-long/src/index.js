export * from "./length.js";
export * from "./temperature.js";
