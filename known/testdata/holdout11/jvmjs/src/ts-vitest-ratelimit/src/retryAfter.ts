/** Milliseconds to wait from a Retry-After header: delta-seconds or an HTTP date. */
export function retryAfterMs(header: string, now: number): number {
  const seconds = Number(header);
  if (Number.isInteger(seconds)) {
    return seconds * 1000;
  }
  const when = Date.parse(header.replace(/ GMT$/, ""));
  if (Number.isNaN(when)) {
    console.warn(`ignoring malformed Retry-After: ${header}`);
    return 0;
  }
  return Math.max(0, Math.round((when - now) / 1000));
}
