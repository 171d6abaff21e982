export * from "./rules.js";
export * from "./format.js";
