export function parseField(spec, min, max) {
  const values = new Set();
  for (const part of spec.split(",")) {
    let [range, stepStr] = part.split("/");
    const step = stepStr ? Number(stepStr) : 1;
    let lo, hi;
    if (range === "*") {
      lo = min; hi = max;
    } else if (range.includes("-")) {
      [lo, hi] = range.split("-").map(Number);
    } else {
      lo = hi = Number(range);
    }
    if (Number.isNaN(lo) || Number.isNaN(hi) || lo < min || hi > max || lo > hi) {
      throw new RangeError(`field out of range: ${part} (allowed ${min}-${max})`);
    }
    for (let v = lo; v <= hi; v += step) values.add(v);
  }
  return [...values].sort((a, b) => a - b);
}
