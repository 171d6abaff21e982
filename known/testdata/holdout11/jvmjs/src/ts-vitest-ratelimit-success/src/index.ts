export { TokenBucket } from "./bucket";
export { SlidingWindow } from "./window";
export { retryAfterMs } from "./retryAfter";
