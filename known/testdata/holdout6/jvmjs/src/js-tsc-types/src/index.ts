export * from "./types";
export * from "./parse";
export * from "./report";
export * from "./track";
