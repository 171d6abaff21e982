export * from "./parse.js";
export * from "./types.js";
export * from "./write.js";
