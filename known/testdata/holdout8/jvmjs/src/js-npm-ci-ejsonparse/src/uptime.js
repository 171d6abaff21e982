import ms from "ms";

export function describeUptime(seconds) {
  return ms(seconds * 1000, { long: true });
}
