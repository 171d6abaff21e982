export function chunkRanges(size, chunkSize) {
  if (chunkSize <= 0) throw new RangeError("chunkSize must be positive");
  const ranges = [];
  for (let start = 0; start < size; start += chunkSize) {
    ranges.push({ start, end: Math.min(start + chunkSize, size) });
  }
  return ranges;
}

export function checksum(bytes) {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}
