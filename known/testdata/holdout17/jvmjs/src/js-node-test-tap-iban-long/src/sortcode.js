export function parseSortCode(text) {
  const digits = text.replace(/[-\s]/g, "");
  if (!/^\d{6}$/.test(digits)) {
    throw new RangeError(`not a sort code: ${text}`);
  }
  return digits.match(/../g).join("-");
}
