export { parseDuration } from "./duration.js";
export { backoff } from "./backoff.js";
export { retry, RetryError } from "./retry.js";
